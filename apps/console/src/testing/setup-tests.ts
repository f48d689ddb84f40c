import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// antd renders slowly in jsdom on a loaded two-core machine: findBy*/waitFor get 15 s instead of 1 s. The unit step
// runs this suite beside the emulator's two Jest workers and PostgreSQL; a wait of 0.5 s alone took over 5 s there
// once (form-modal.spec, CI of stop 25). A longer wait costs nothing when the element comes; it only delays a failure.
configure({ asyncUtilTimeout: 15_000 });

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
