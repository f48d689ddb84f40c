import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import './login-tabs.css';

export interface LoginTabsProps<K extends string> {
  items: readonly { key: K; label: string }[];
  activeKey: K;
  onChange: (key: K) => void;
}

/**
 * The sign-in method switch, drawn like antd's centred line tabs. antd's `Tabs` would bring its menu, dropdown and
 * overflow machinery (~20 kB gzip) into the sign-in page for two fixed labels. WAI-ARIA tabs with automatic
 * activation: arrow keys, Home and End move the selection, only the selected tab is in the tab order.
 */
export function LoginTabs<K extends string>({ items, activeKey, onChange }: LoginTabsProps<K>) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);
  const activeIndex = items.findIndex((item) => item.key === activeKey);

  useLayoutEffect(() => {
    const tab = tabs.current[activeIndex];
    const next = tab ? { left: tab.offsetLeft, width: tab.offsetWidth } : null;
    setInk((prev) => (prev && next && prev.left === next.left && prev.width === next.width ? prev : next));
  }, [activeIndex, items]);

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    onChange(items[next].key);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = { ArrowLeft: index - 1, ArrowUp: index - 1, ArrowRight: index + 1, ArrowDown: index + 1, Home: 0, End: -1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div role="tablist" aria-orientation="horizontal" className="cw-login-tabs">
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(node) => {
            tabs.current[index] = node;
          }}
          type="button"
          role="tab"
          aria-selected={index === activeIndex}
          tabIndex={index === activeIndex ? 0 : -1}
          className="cw-login-tab"
          onClick={() => onChange(item.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {item.label}
        </button>
      ))}
      {ink && <span className="cw-login-tabs-ink" style={ink} aria-hidden="true" />}
    </div>
  );
}
