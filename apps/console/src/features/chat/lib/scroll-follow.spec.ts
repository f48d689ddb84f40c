import {
  followReducer,
  INITIAL_FOLLOW,
  isAtBottom,
  shouldScrollToEnd,
  showJumpButton,
  type FollowState,
} from './scroll-follow';

const at = (scrollTop: number) => ({
  type: 'scroll' as const,
  metrics: { scrollTop, scrollHeight: 2000, clientHeight: 500 },
});

describe('scroll follow', () => {
  it('treats the last few pixels as the bottom', () => {
    expect(isAtBottom({ scrollTop: 1500, scrollHeight: 2000, clientHeight: 500 })).toBe(true);
    expect(isAtBottom({ scrollTop: 1460, scrollHeight: 2000, clientHeight: 500 })).toBe(true);
    expect(isAtBottom({ scrollTop: 1200, scrollHeight: 2000, clientHeight: 500 })).toBe(false);
  });

  it('follows streamed content while the reader is at the bottom', () => {
    const state = followReducer(INITIAL_FOLLOW, at(1500));
    expect(state.following).toBe(true);
    expect(shouldScrollToEnd(state, { type: 'content' })).toBe(true);
    expect(showJumpButton(state)).toBe(false);
  });

  it('stops following when the reader scrolls up, and marks new content as unseen', () => {
    let state = followReducer(INITIAL_FOLLOW, at(300));
    expect(state.following).toBe(false);
    expect(showJumpButton(state)).toBe(true);
    expect(shouldScrollToEnd(state, { type: 'content' })).toBe(false);
    state = followReducer(state, { type: 'content' });
    expect(state).toEqual({ following: false, unseen: true });
  });

  it('resumes following when the reader scrolls back to the bottom', () => {
    let state: FollowState = { following: false, unseen: true };
    state = followReducer(state, at(1500));
    expect(state).toEqual(INITIAL_FOLLOW);
  });

  it('jumps to the latest on the button and on sending', () => {
    const away: FollowState = { following: false, unseen: true };
    expect(followReducer(away, { type: 'jump' })).toEqual(INITIAL_FOLLOW);
    expect(shouldScrollToEnd(away, { type: 'jump' })).toBe(true);
    expect(followReducer(away, { type: 'send' })).toEqual(INITIAL_FOLLOW);
    expect(shouldScrollToEnd(away, { type: 'send' })).toBe(true);
  });

  it('keeps following when a scroll moved down but content grew past the end meanwhile', () => {
    const event = {
      type: 'scroll' as const,
      previousTop: 1000,
      metrics: { scrollTop: 1400, scrollHeight: 2000, clientHeight: 500 },
    };
    expect(followReducer(INITIAL_FOLLOW, event)).toBe(INITIAL_FOLLOW);
    expect(followReducer(INITIAL_FOLLOW, { ...event, previousTop: 1450 }).following).toBe(false);
  });

  it('returns the same state object when nothing changes', () => {
    expect(followReducer(INITIAL_FOLLOW, at(1500))).toBe(INITIAL_FOLLOW);
    expect(followReducer(INITIAL_FOLLOW, { type: 'content' })).toBe(INITIAL_FOLLOW);
  });
});
