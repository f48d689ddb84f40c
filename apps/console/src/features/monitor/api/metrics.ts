import { type ActuatorMetric, actuatorMetric, type ActuatorMetricName } from '@cropwatch/contract';
import { call, ResultError } from '../../../lib/http';

/**
 * `GET /actuator/metrics/{name}[?tag=k:v]` – Spring's MetricResponse, no envelope (contract §12); an emulator
 * refusal comes as an envelope and becomes an error with its message.
 */
export async function getMetric(name: ActuatorMetricName, tag?: string, signal?: AbortSignal): Promise<ActuatorMetric> {
  const body = await call(actuatorMetric, { params: { name }, query: tag ? { tag } : {} }, { signal });
  if ('success' in body) throw new ResultError(body.message, body.code);
  return body;
}

export const metricKey = (name: string, tag?: string) => ['monitor', 'metric', name, tag ?? ''] as const;
