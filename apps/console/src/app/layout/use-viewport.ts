import { useEffect, useState } from 'react';
import { setViewportWidth } from '../../stores/preferences';

/** Keeps the device class in the preferences store in step with the window width. */
export function useViewportWidth(): void {
  useEffect(() => {
    const update = () => setViewportWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}

/** Scroll distance after which scrolling down hides an auto-hiding header (Vue2 `GlobalHeader`). */
export const AUTO_HIDE_OFFSET = 300;

/** Whether the fixed header is shown: hidden while scrolling down past the offset, shown on any scroll up. */
export function useHeaderVisible(autoHide: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!autoHide) {
      setVisible(true);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const top = window.scrollY;
      if (top < last) setVisible(true);
      else if (top > AUTO_HIDE_OFFSET) setVisible(false);
      last = top;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [autoHide]);
  return visible;
}
