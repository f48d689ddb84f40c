import { dayjs } from '../../../lib/dayjs';
import { buildTenant } from '../../../testing/builders';
import { isPeriodValid, tenantFormValues, toTenantBody } from './tenant-form';

describe('tenant form values', () => {
  it('sends dates as yyyy-MM-dd HH:mm:ss and missing ones as null', () => {
    const body = toTenantBody({
      id: 9,
      name: ' 西北站 ',
      beginDate: dayjs('2026-01-01 08:00:00'),
      endDate: null,
      status: 0,
    });
    expect(body).toEqual({ id: 9, name: '西北站', beginDate: '2026-01-01 08:00:00', endDate: null, status: 0 });
  });

  it('reads a stored tenant back into the form', () => {
    const values = tenantFormValues(
      buildTenant({ id: 3, name: '试验站', beginDate: '2026-02-01 00:00:00', endDate: null, status: 0 }),
    );
    expect(values.id).toBe(3);
    expect(values.beginDate?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-02-01 00:00:00');
    expect(values.endDate).toBeNull();
    expect(values.status).toBe(0);
  });

  it('refuses an end before the beginning, accepts open periods', () => {
    const begin = dayjs('2026-03-01 00:00:00');
    expect(isPeriodValid(begin, dayjs('2026-02-28 23:59:59'))).toBe(false);
    expect(isPeriodValid(begin, begin)).toBe(true);
    expect(isPeriodValid(null, begin)).toBe(true);
    expect(isPeriodValid(begin, undefined)).toBe(true);
  });
});
