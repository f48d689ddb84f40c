import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { settle, SliderCaptcha } from './slider-captcha';

describe('settle', () => {
  it('verifies only at the end of the track, else snaps back', () => {
    expect(settle(260, 260)).toEqual({ offset: 260, verified: true });
    expect(settle(258, 260)).toEqual({ offset: 260, verified: true });
    expect(settle(200, 260)).toEqual({ offset: 0, verified: false });
  });
});

describe('SliderCaptcha', () => {
  it('snaps back when released too early and verifies when dragged to the end', () => {
    const onVerified = vi.fn();
    renderWithProviders(<SliderCaptcha onVerified={onVerified} width={300} />);
    const handle = screen.getByRole('slider', { name: '滑块验证' });
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 150, pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '54');
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(onVerified).not.toHaveBeenCalled();
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 400, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(screen.getByText('验证通过')).toBeInTheDocument();
  });

  it('moves by keys and verifies at the end', async () => {
    const user = userEvent.setup({ delay: null });
    const onVerified = vi.fn();
    renderWithProviders(<SliderCaptcha onVerified={onVerified} />);
    const handle = screen.getByRole('slider', { name: '滑块验证' });
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '20');
    expect(onVerified).not.toHaveBeenCalled();
    await user.keyboard('{End}');
    expect(onVerified).toHaveBeenCalledTimes(1);
  });
});
