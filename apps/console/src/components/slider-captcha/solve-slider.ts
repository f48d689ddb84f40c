import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Test helper: completes the slider captcha with the keyboard (focus the handle, End). */
export async function solveSliderCaptcha(user: UserEvent): Promise<void> {
  const handle = await screen.findByRole('slider', { name: '滑块验证' });
  handle.focus();
  await user.keyboard('{End}');
}
