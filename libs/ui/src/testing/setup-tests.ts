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

// Node 20 lacks the ES2025 iterator helpers that react-data-grid 7 calls (`.map(…).toArray()` on generators);
// every browser the console supports has them. The smallest polyfill those calls need, for jsdom tests only.
const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as Record<
  string,
  unknown
>;
if (typeof iteratorPrototype.toArray !== 'function') {
  Object.assign(iteratorPrototype, {
    toArray(this: Iterable<unknown>) {
      return [...this];
    },
    *map(this: Iterable<unknown>, fn: (value: unknown, index: number) => unknown) {
      let i = 0;
      for (const value of this) yield fn(value, i++);
    },
    *filter(this: Iterable<unknown>, fn: (value: unknown, index: number) => boolean) {
      let i = 0;
      for (const value of this) if (fn(value, i++)) yield value;
    },
  });
}

// jsdom has no layout, hence no scrollIntoView (react-data-grid scrolls the active cell into view).
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}
