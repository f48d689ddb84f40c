import type { ActuatorMetric } from '@cropwatch/contract';
import { metricText } from './metric-table';

const metric = (value: number | 'NaN'): ActuatorMetric => ({
  name: 'jvm.gc.memory.allocated',
  description: 'V8 不公开累计分配字节数，此项不可用',
  baseUnit: 'bytes',
  measurements: [{ statistic: 'VALUE', value }],
  availableTags: [],
});

describe('metricText', () => {
  const row = { key: 'allocated', name: 'jvm.gc.memory.allocated', format: 'count' } as const;

  it('shows a figure the server has', () => {
    expect(metricText(metric(42), row)).toBe('42');
  });

  it("treats Spring's NaN (a gauge without a value) and a missing measurement as unavailable, never as 0", () => {
    expect(metricText(metric('NaN'), row)).toBeNull();
    expect(metricText({ ...metric(1), measurements: [] }, row)).toBeNull();
  });
});
