/** Attempts after the first to find the clicked row's element (spec §4: up to 3 retries, then 'open sub table failed'). */
export const SUB_TABLE_RETRIES = 3;

/**
 * Finds something that may not be there yet (the clicked row's element while the grid re-renders): `find` now, and
 * up to `retries` more times, each on the next `schedule` tick (an animation frame in the grid). Resolves with what
 * was found or with null after the last attempt.
 */
export function locateWithRetries<T>(
  find: () => T | null | undefined,
  schedule: (next: () => void) => void,
  retries = SUB_TABLE_RETRIES,
): Promise<T | null> {
  return new Promise((resolve) => {
    const attempt = (left: number) => {
      const found = find();
      if (found) resolve(found);
      else if (left <= 0) resolve(null);
      else schedule(() => attempt(left - 1));
    };
    attempt(retries);
  });
}

/** The sub-table popover's toggle (spec §4): a click on the open row closes, on another row (re)opens for it. */
export function nextSubTableRow(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}
