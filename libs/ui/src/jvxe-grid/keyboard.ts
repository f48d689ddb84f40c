/** The grid's keyboard map (spec §4): what a key does while a cell is being edited or only selected. */
export type KeyAction = 'next' | 'prev' | 'down' | 'cancel' | 'up' | 'left' | 'right' | 'edit';

export function keyAction(key: string, shiftKey: boolean, editing: boolean): KeyAction | null {
  if (key === 'Tab') return shiftKey ? 'prev' : 'next';
  if (key === 'Escape') return editing ? 'cancel' : null;
  if (key === 'Enter') return editing ? 'down' : 'edit';
  if (editing) return null; // arrows move the text caret inside an editor
  const arrows: Record<string, KeyAction> = {
    ArrowUp: 'up',
    ArrowDown: 'down',
    ArrowLeft: 'left',
    ArrowRight: 'right',
  };
  return arrows[key] ?? null;
}

/** The next cell position for a move, wrapping Tab across row ends; null at the grid's edge. */
export function movePosition(
  pos: { rowIdx: number; idx: number },
  action: KeyAction,
  size: { rows: number; firstIdx: number; lastIdx: number },
): { rowIdx: number; idx: number } | null {
  const { rowIdx, idx } = pos;
  let next: { rowIdx: number; idx: number };
  switch (action) {
    case 'next':
      next = idx < size.lastIdx ? { rowIdx, idx: idx + 1 } : { rowIdx: rowIdx + 1, idx: size.firstIdx };
      break;
    case 'prev':
      next = idx > size.firstIdx ? { rowIdx, idx: idx - 1 } : { rowIdx: rowIdx - 1, idx: size.lastIdx };
      break;
    case 'down':
      next = { rowIdx: rowIdx + 1, idx };
      break;
    case 'up':
      next = { rowIdx: rowIdx - 1, idx };
      break;
    case 'left':
      next = { rowIdx, idx: Math.max(size.firstIdx, idx - 1) };
      break;
    case 'right':
      next = { rowIdx, idx: Math.min(size.lastIdx, idx + 1) };
      break;
    default:
      return null;
  }
  return next.rowIdx >= 0 && next.rowIdx < size.rows ? next : null;
}
