import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';
import {
  renderWithProviders,
  type RenderOptions,
  type RenderWithProvidersResult,
} from '../../testing/render-with-providers';

/**
 * antd's CSS-in-JS goes to a detached element: jsdom's getComputedStyle matches every injected rule, which made each
 * role query take seconds (the same remedy as libs/ui's tests). Assertions use the DOM and aria, never styles.
 */
const detachedStyles = document.createElement('div');

export function renderKit(ui: ReactElement, options?: RenderOptions): RenderWithProvidersResult {
  return renderWithProviders(<StyleProvider container={detachedStyles}>{ui}</StyleProvider>, options);
}
