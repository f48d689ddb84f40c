import { setLanguage } from '../../lib/i18n';
import { spyFeedback } from '../../testing/mock-http';
import { createClickLimiter, DEFAULT_CLICK_LIMIT_MS, INSERT_CLICK_LIMIT_MS } from './click-limit';

describe('click limiter', () => {
  beforeAll(() => setLanguage('zh-CN'));

  it('refuses clicks within 300 ms by default, silently', () => {
    let now = 0;
    const feedback = spyFeedback();
    const limiter = createClickLimiter(undefined, { now: () => now });
    expect(limiter.tryClick()).toBe(true);
    now = DEFAULT_CLICK_LIMIT_MS - 1;
    expect(limiter.tryClick()).toBe(false);
    now = DEFAULT_CLICK_LIMIT_MS;
    expect(limiter.tryClick()).toBe(true);
    expect(feedback.message.warning).not.toHaveBeenCalled();
    feedback.unbind();
  });

  it('warns 你点击的太快了，请慢点点击! for inserts within 1500 ms and guards handlers', () => {
    let now = 10_000;
    const feedback = spyFeedback();
    const insert = vi.fn();
    const limiter = createClickLimiter(INSERT_CLICK_LIMIT_MS, { warn: true, now: () => now });
    const guarded = limiter.guard(insert);
    guarded();
    now += 1_499;
    guarded();
    expect(insert).toHaveBeenCalledTimes(1);
    expect(feedback.message.warning).toHaveBeenCalledWith('你点击的太快了，请慢点点击!');
    now += 1;
    guarded();
    expect(insert).toHaveBeenCalledTimes(2);
    feedback.unbind();
  });
});
