import { useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { JVxeGrid, type JVxeColumn } from '@cropwatch/ui/jvxe-grid';
import { COL_WIDTH, columnKeys, makeRows, markReady } from './common';

// The product's grid (libs/ui JVxeGrid on its own row renderer: editors, rules, selection, row numbers) on the same
// 100,000 × 20 rows.
const columns: JVxeColumn[] = columnKeys.map((key, c) => ({
  key,
  title: key,
  type: c % 3 === 0 ? 'inputNumber' : 'input',
  width: COL_WIDTH,
  validateRules: c === 1 ? [{ required: true }] : undefined,
}));

function App() {
  const rows = useMemo(() => makeRows().map((r) => ({ ...r, id: String(r.id) })), []);
  useEffect(() => {
    document.querySelector('.jvxe-grid .jvxe-rg')?.classList.add('bench-grid');
    markReady();
  }, []);
  return (
    <div style={{ width: 1200 }}>
      <JVxeGrid columns={columns} dataSource={rows} rowNumber rowSelection maxHeight={400} />
    </div>
  );
}
createRoot(document.getElementById('root')!).render(<App />);
