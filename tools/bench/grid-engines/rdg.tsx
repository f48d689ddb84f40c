import { useEffect, useState } from 'react';
import { DataGrid, renderTextEditor, type Column } from 'react-data-grid';
import { createRoot } from 'react-dom/client';
import 'react-data-grid/lib/styles.css';
import { COL_WIDTH, HEIGHT, ROW_HEIGHT, columnKeys, makeRows, markReady, type BenchRow } from './common';

const columns: Column<BenchRow>[] = columnKeys.map((key) => ({
  key,
  name: key,
  width: COL_WIDTH,
  renderEditCell: renderTextEditor,
}));

function App() {
  const [rows, setRows] = useState(makeRows);
  useEffect(markReady, []);
  return (
    <DataGrid
      className="bench-grid"
      columns={columns}
      rows={rows}
      onRowsChange={setRows}
      rowKeyGetter={(r) => r.id}
      rowHeight={ROW_HEIGHT}
      style={{ height: HEIGHT, width: 1200 }}
    />
  );
}
createRoot(document.getElementById('root')!).render(<App />);
