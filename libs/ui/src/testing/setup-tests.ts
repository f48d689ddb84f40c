import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// antd renders slowly in jsdom on a loaded two-core machine; findBy*/waitFor get 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia, which antd's responsive helpers (Grid, Tabs, Modal) call on mount.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// jsdom lacks ResizeObserver, which antd's Tabs and rc-resize-observer construct on mount; nothing resizes there.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}

// jsdom has no layout, hence no scrollIntoView (antd's lists scroll their active option into view).
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}
