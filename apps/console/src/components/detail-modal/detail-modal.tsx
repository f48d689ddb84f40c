import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Divider, Modal } from 'antd';
import { useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2, §9: detail modal width 1200. */
export const DETAIL_MODAL_WIDTH = 1200;

export interface DetailModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** The main form. */
  main: ReactNode;
  /** Sub-forms (tabs of sub-tables…), under a divider. */
  sub?: ReactNode;
  footer?: ReactNode;
  width?: number;
}

interface Offset {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** `详细信息` (Vue2 `JModal`): full-screen toggle, dragged by its title but never out of the window. */
export function DetailModal({
  open,
  onClose,
  title,
  main,
  sub,
  footer = null,
  width = DETAIL_MODAL_WIDTH,
}: DetailModalProps) {
  const { t } = useTranslation('list');
  const [fullscreen, setFullscreen] = useState(false);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const box = useRef<HTMLDivElement>(null);

  const startDrag = (event: ReactMouseEvent) => {
    if (fullscreen || event.button !== 0) return;
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const origin = offset;
    // How far the box may travel from where it is while staying inside the window.
    const bounds = {
      minX: -rect.left,
      maxX: window.innerWidth - rect.right,
      minY: -rect.top,
      maxY: window.innerHeight - rect.bottom,
    };
    const move = (e: MouseEvent) =>
      setOffset({
        x: origin.x + clamp(e.clientX - event.clientX, bounds.minX, bounds.maxX),
        y: origin.y + clamp(e.clientY - event.clientY, bounds.minY, bounds.maxY),
      });
    const stop = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', stop);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', stop);
  };

  const toggle = () => {
    setFullscreen((v) => !v);
    setOffset({ x: 0, y: 0 });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={footer}
      width={fullscreen ? '100%' : width}
      style={fullscreen ? { top: 0, paddingBottom: 0, maxWidth: '100vw' } : undefined}
      styles={fullscreen ? { body: { minHeight: 'calc(100vh - 110px)' } } : undefined}
      wrapClassName={fullscreen ? 'cw-detail-modal-fullscreen' : undefined}
      title={
        <div style={{ display: 'flex', alignItems: 'center', paddingRight: 32 }}>
          <div
            data-testid="detail-modal-handle"
            role="button"
            tabIndex={-1}
            style={{ flex: 1, cursor: fullscreen ? 'default' : 'move', userSelect: 'none' }}
            onMouseDown={startDrag}
          >
            {title ?? t('detail.title')}
          </div>
          <Button
            type="text"
            size="small"
            aria-label={fullscreen ? t('detail.exitFullscreen') : t('detail.fullscreen')}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggle}
          />
        </div>
      }
      modalRender={(node) => (
        <div ref={box} data-testid="detail-modal-box" style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
          {node}
        </div>
      )}
    >
      {main}
      {sub && (
        <>
          <Divider titlePlacement="start">{t('detail.subForm')}</Divider>
          {sub}
        </>
      )}
    </Modal>
  );
}
