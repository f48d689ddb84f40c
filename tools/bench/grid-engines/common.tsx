// Shared data and harness of the engine comparison (issue 15): 100,000 rows × 20 columns, one editable text cell per
// column, rendered in a 1200 × 400 viewport with 61 px rows. The page reports first render through `window.__ready`.
export const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
export const COLS = 20;
export const ROW_HEIGHT = 61;
export const HEIGHT = 400;
export const COL_WIDTH = 140;

export type BenchRow = { id: number } & Record<string, string | number>;

export function makeRows(): BenchRow[] {
  const rows = new Array<BenchRow>(ROWS);
  for (let r = 0; r < ROWS; r++) {
    const row: BenchRow = { id: r };
    for (let c = 0; c < COLS; c++) row[`c${c}`] = c % 3 === 0 ? r * c : `r${r}c${c}`;
    rows[r] = row;
  }
  return rows;
}

export const columnKeys = Array.from({ length: COLS }, (_, c) => `c${c}`);

declare global {
  interface Window {
    __t0: number;
    __ready?: number;
  }
}

export function markReady() {
  requestAnimationFrame(() => {
    window.__ready = performance.now() - window.__t0;
  });
}
