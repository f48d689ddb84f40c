// ConfigProvider's `tooltip.unique` provider, loaded when a provider asks for it (issue #17,
// build/narrow-imports.ts). Imported statically it brought @rc-component/trigger's popup, alignment and portal into
// the first load although the console never sets `tooltip.unique`; a provider that does gets its children once the
// module has arrived.
import { createElement, lazy, Suspense } from 'react';

const Loaded = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function UniqueProvider({ children }) {
  return createElement(Suspense, { fallback: null }, createElement(Loaded, null, children));
}
