import { useLayoutEffect, useState } from 'react';

/** What the drawn table gave up to fit its card: optional columns dropped from the end, the action column unfixed. */
export interface GiveWay {
  dropped: number;
  unfixed: boolean;
}

interface State extends GiveWay {
  key: string;
}

/** True when the table drawn inside `box` is wider than its scroll container (it would scroll sideways). */
function overflows(box: HTMLElement): boolean {
  const content = box.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
  const table = content?.querySelector('table');
  if (!content || !table || content.clientWidth === 0) return false;
  return table.offsetWidth > content.clientWidth + 1;
}

/**
 * The least widths of the kinds are estimates: a tag's text in English, a long name, a wide font can draw a table
 * wider than its card, and then the fixed action column lies over the last data columns at the scroll start (issue
 * #31). After each render the drawn table is measured: while it is wider than its card, one more optional column
 * gives way (from the last one back); when none is left, the action column stops being fixed, so a table that must
 * scroll shows every cell beside the others. What was given up holds for one `key` (card width, language, rows) and
 * is measured again from nothing when it changes.
 */
export function useGiveWay(box: HTMLElement | null, key: string, optionalCount: number): GiveWay {
  const [state, setState] = useState<State>({ key, dropped: 0, unfixed: false });
  const fresh = state.key !== key;
  useLayoutEffect(() => {
    if (fresh) {
      setState({ key, dropped: 0, unfixed: false });
      return;
    }
    if (!box || !overflows(box)) return;
    if (state.dropped < optionalCount) setState({ ...state, dropped: state.dropped + 1 });
    else if (!state.unfixed) setState({ ...state, unfixed: true });
  }, [box, fresh, key, optionalCount, state]);
  return fresh ? { dropped: 0, unfixed: false } : state;
}
