import { z } from 'zod';
import { endpoint } from '../endpoint';
import { resultSchema } from '../result';

/** `GET /sys/loginfo` (contract §2.5): login counters from the login log. The message is `登录成功` (sic). */
export const loginfo = endpoint({
  method: 'GET',
  path: '/sys/loginfo',
  access: { menu: '/dashboard/analysis' },
  auth: true,
  response: resultSchema(
    z.object({ totalVisitCount: z.number().int(), todayVisitCount: z.number().int(), todayIp: z.number().int() }),
  ),
});

/** One day of `GET /sys/visitInfo`: logins (`visit`), distinct IPs, day `tian` (yyyy-MM-dd) and `type` (MM-dd, the chart label). */
export const visitDaySchema = z.object({
  visit: z.number().int(),
  ip: z.number().int(),
  tian: z.string(),
  type: z.string(),
});
export type VisitDay = z.infer<typeof visitDaySchema>;

export const visitInfo = endpoint({
  method: 'GET',
  path: '/sys/visitInfo',
  access: { menu: '/dashboard/analysis' },
  auth: true,
  response: resultSchema(z.array(visitDaySchema)),
});
