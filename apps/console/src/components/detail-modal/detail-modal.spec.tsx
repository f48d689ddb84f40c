import { fireEvent, screen } from '@testing-library/react';
import { renderKit } from '../testing/render-kit';
import { DETAIL_MODAL_WIDTH, DetailModal } from './detail-modal';

describe('DetailModal', () => {
  it('is 详细信息 at 1200 wide with main and sub slots, and toggles full screen', async () => {
    renderKit(<DetailModal open onClose={() => undefined} main={<p>主表</p>} sub={<p>子表</p>} />);
    expect(await screen.findByText('详细信息')).toBeInTheDocument();
    expect(screen.getByText('主表')).toBeInTheDocument();
    expect(screen.getByText('子表')).toBeInTheDocument();
    const modal = () => screen.getByRole('dialog').closest('.ant-modal') as HTMLElement;
    expect(modal().style.width).toBe(`${DETAIL_MODAL_WIDTH}px`);
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(modal().style.width).toBe('100%');
    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(modal().style.width).toBe(`${DETAIL_MODAL_WIDTH}px`);
  });

  it('drags by the title and never leaves the window', async () => {
    renderKit(<DetailModal open onClose={() => undefined} main={<p>主表</p>} />);
    const handle = await screen.findByTestId('detail-modal-handle');
    const box = screen.getByTestId('detail-modal-box');
    // jsdom lays the box out at 0,0 with no size: it may travel the whole 1024 x 768 window, not beyond.
    fireEvent.mouseDown(handle, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseMove(window, { clientX: 110, clientY: 60 });
    expect(box.style.transform).toBe('translate(100px, 50px)');
    fireEvent.mouseMove(window, { clientX: -500, clientY: 5000 });
    expect(box.style.transform).toBe(`translate(0px, ${window.innerHeight}px)`);
    fireEvent.mouseUp(window);
    fireEvent.mouseMove(window, { clientX: 300, clientY: 300 });
    expect(box.style.transform).toBe(`translate(0px, ${window.innerHeight}px)`);
  });
});
