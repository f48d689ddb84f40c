import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './plain-controls.css';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  primary?: boolean;
  size?: 'middle' | 'large';
  block?: boolean;
  /** Like antd's `loading`: a spinner before the label, and no clicks until it is over. */
  loading?: boolean;
  children: ReactNode;
}

/**
 * A button drawn like antd's, for what the first load shows (issue #17: the sign-in page, the SMS code button,
 * the route error view). Everything past sign-in keeps antd's Button.
 */
export function PlainButton({
  primary,
  size = 'middle',
  block,
  loading,
  className,
  type = 'button',
  children,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'cw-btn',
    primary && 'cw-btn-primary',
    size === 'large' && 'cw-btn-lg',
    block && 'cw-btn-block',
    className,
  ];
  return (
    <button {...rest} type={type} className={classes.filter(Boolean).join(' ')} aria-busy={loading || undefined}>
      {loading ? <span className="cw-spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}

/** antd's Spin as a ring in the primary colour; `label` is read out, not shown. */
export function Spinner({ large, label }: { large?: boolean; label?: string }) {
  return (
    <span
      className={large ? 'cw-spinner cw-spinner-lg' : 'cw-spinner'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
