import type { JVxeRow } from '@cropwatch/ui/jvxe-grid';

/**
 * Rows of the JVxe component demo (JeecgBoot's demo generates its rows too: the page shows the grid, nothing is
 * saved). Deterministic, so a journey can find a given row; `count` 100,000 is the big-data mode.
 */
export function makeDemoRows(count: number): JVxeRow[] {
  const rows: JVxeRow[] = new Array<JVxeRow>(count);
  for (let i = 0; i < count; i++) {
    const n = i + 1;
    rows[i] = {
      id: `demo-${n}`,
      orderNum: n,
      username: `user${n}`,
      age: 18 + (i % 50),
      phone: `138${String(10_000_000 + ((i * 7919) % 90_000_000)).padStart(8, '0')}`,
      email: `user${n}@example.com`,
      sex: String((i % 2) + 1),
      crops: i % 3 === 0 ? 'maize,rice' : '',
      priority: ['L', 'M', 'H'][i % 3],
      status: String((i % 2) + 1),
      enabled: i % 4 === 0 ? 'N' : 'Y',
      birthday: `19${70 + (i % 30)}-0${(i % 9) + 1}-1${i % 10}`,
      createdAt: `2026-0${(i % 9) + 1}-0${(i % 9) + 1} 08:${String(i % 60).padStart(2, '0')}:00`,
      alarm: `0${i % 10}:30:00`,
      remark: '',
      manager: '',
      depart: '',
      secret: `s${n}`,
    };
  }
  return rows;
}
