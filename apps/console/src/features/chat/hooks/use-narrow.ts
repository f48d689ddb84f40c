import { useEffect, useState } from 'react';

/** Below this width the conversation list moves into a drawer (spec §9 second breakpoint, 767.99 px). */
export const CHAT_DRAWER_MAX_WIDTH = 767.99;

export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.innerWidth <= CHAT_DRAWER_MAX_WIDTH);
  useEffect(() => {
    const update = () => setNarrow(window.innerWidth <= CHAT_DRAWER_MAX_WIDTH);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return narrow;
}
