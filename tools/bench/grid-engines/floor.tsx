import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { COL_WIDTH, COLS, HEIGHT, ROW_HEIGHT, columnKeys, makeRows, markReady } from './common';

// The floor of the comparison: the least a React grid can render under the same scroll script — only the visible
// rows and columns as plain absolutely placed text cells, no editor, no selection, no library. A grid engine cannot
// do better than this; if this misses the frame target, no engine on this machine meets it.
const WIDTH = 1200;
const rows = makeRows();

function App() {
  const [pos, setPos] = useState({ top: 0, left: 0 });
  useEffect(markReady, []);
  const first = Math.max(0, Math.floor(pos.top / ROW_HEIGHT) - 1);
  const last = Math.min(rows.length, Math.ceil((pos.top + HEIGHT) / ROW_HEIGHT) + 1);
  const firstCol = Math.max(0, Math.floor(pos.left / COL_WIDTH) - 1);
  const lastCol = Math.min(COLS, Math.ceil((pos.left + WIDTH) / COL_WIDTH) + 1);
  const cells = [];
  for (let r = first; r < last; r++)
    for (let c = firstCol; c < lastCol; c++)
      cells.push(
        <div
          key={`${r}:${c}`}
          style={{
            position: 'absolute',
            top: r * ROW_HEIGHT,
            left: c * COL_WIDTH,
            width: COL_WIDTH,
            height: ROW_HEIGHT,
            boxSizing: 'border-box',
            borderRight: '1px solid #ddd',
            borderBottom: '1px solid #ddd',
            padding: '0 8px',
            lineHeight: `${ROW_HEIGHT}px`,
          }}
        >
          {rows[r][columnKeys[c]]}
        </div>,
      );
  return (
    <div
      className="bench-grid"
      style={{ height: HEIGHT, width: WIDTH, overflow: 'auto', position: 'relative' }}
      onScroll={(e) => setPos({ top: e.currentTarget.scrollTop, left: e.currentTarget.scrollLeft })}
    >
      <div style={{ height: rows.length * ROW_HEIGHT, width: COLS * COL_WIDTH, position: 'relative' }}>{cells}</div>
    </div>
  );
}
createRoot(document.getElementById('root')!).render(<App />);
