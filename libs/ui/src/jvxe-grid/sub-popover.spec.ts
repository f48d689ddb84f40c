import { describe, expect, it, vi } from 'vitest';
import { locateWithRetries, nextSubTableRow, SUB_TABLE_RETRIES } from './sub-popover';

describe('sub-table popover', () => {
  it('toggles: a click on the open row closes, on another row opens for it', () => {
    expect(nextSubTableRow(null, 'a')).toBe('a');
    expect(nextSubTableRow('a', 'a')).toBeNull();
    expect(nextSubTableRow('a', 'b')).toBe('b');
  });

  it('finds the row element on a later attempt', async () => {
    const find = vi.fn().mockReturnValueOnce(null).mockReturnValueOnce(undefined).mockReturnValue('row');
    const schedule = vi.fn((next: () => void) => next());
    await expect(locateWithRetries(find, schedule)).resolves.toBe('row');
    expect(find).toHaveBeenCalledTimes(3);
    expect(schedule).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 retries (4 attempts in all)', async () => {
    const find = vi.fn(() => null);
    const schedule = vi.fn((next: () => void) => next());
    await expect(locateWithRetries(find, schedule)).resolves.toBeNull();
    expect(SUB_TABLE_RETRIES).toBe(3);
    expect(find).toHaveBeenCalledTimes(4);
    expect(schedule).toHaveBeenCalledTimes(3);
  });
});
