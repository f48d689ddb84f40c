import { ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './slider-captcha.css';

export type SliderCaptchaState = 'idle' | 'dragging' | 'verified';

export interface SliderCaptchaProps {
  /** Called once when the handle reaches the end. */
  onVerified: () => void;
  /** Bump to reset a verified slider (e.g. after the guarded action ran). */
  resetKey?: unknown;
  width?: number;
}

const HANDLE = 40;
/** Keyboard step, as a share of the track. */
const KEY_STEP = 0.1;
/** The handle must be within this many pixels of the end on release. */
const END_TOLERANCE = 2;

/** Position after a release: the end (verified) only when dragged all the way, else back to the start. */
export function settle(offset: number, max: number): { offset: number; verified: boolean } {
  return offset >= max - END_TOLERANCE ? { offset: max, verified: true } : { offset: 0, verified: false };
}

/**
 * The spec's slider captcha (§2, §4): drag the handle to the end of the track; an early release snaps back.
 * Keyboard: the handle is a focusable slider — arrows move it by a tenth, Home resets, End completes; moving by keys
 * past the end verifies like a drag. It only gates actions on the client; the server still rate-limits them.
 */
export function SliderCaptcha({ onVerified, resetKey, width = 300 }: SliderCaptchaProps) {
  const { t } = useTranslation('common');
  const max = width - HANDLE;
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<SliderCaptchaState>('idle');
  const start = useRef<{ x: number; offset: number } | null>(null);

  useEffect(() => {
    setOffset(0);
    setState('idle');
  }, [resetKey]);

  const finish = useCallback(
    (at: number) => {
      const result = settle(at, max);
      setOffset(result.offset);
      setState(result.verified ? 'verified' : 'idle');
      if (result.verified) onVerified();
    },
    [max, onVerified],
  );

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (state === 'verified') return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    start.current = { x: e.clientX, offset };
    setState('dragging');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setOffset(Math.min(max, Math.max(0, start.current.offset + e.clientX - start.current.x)));
  };
  const onPointerUp = () => {
    if (!start.current) return;
    start.current = null;
    finish(offset);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (state === 'verified') return;
    const step = max * KEY_STEP;
    const moves: Record<string, number> = {
      ArrowRight: offset + step,
      ArrowUp: offset + step,
      ArrowLeft: offset - step,
      ArrowDown: offset - step,
      Home: 0,
      End: max,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = Math.min(max, Math.max(0, moves[e.key]));
    if (next >= max - END_TOLERANCE) finish(next);
    else setOffset(next);
  };

  const verified = state === 'verified';
  return (
    <div className={`cw-slider-captcha${verified ? ' is-verified' : ''}`} style={{ width }} data-state={state}>
      <div className="cw-slider-captcha-fill" style={{ width: offset + HANDLE / 2 }} />
      <span className="cw-slider-captcha-text">{verified ? t('captcha.verified') : t('captcha.hint')}</span>
      <div
        role="slider"
        tabIndex={verified ? -1 : 0}
        aria-label={t('captcha.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((offset / max) * 100)}
        aria-valuetext={verified ? t('captcha.verified') : t('captcha.hint')}
        aria-disabled={verified}
        className="cw-slider-captcha-handle"
        style={{ transform: `translateX(${offset}px)`, transition: state === 'dragging' ? 'none' : undefined }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {verified ? <CheckOutlined /> : <ArrowRightOutlined />}
      </div>
    </div>
  );
}
