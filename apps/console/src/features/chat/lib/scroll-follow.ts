/**
 * Scroll lock for a streaming answer: the list follows new content only while the reader is at the bottom; a
 * reader who scrolled up keeps their place and gets a "jump to latest" button instead (domain notes §2).
 */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export interface FollowState {
  /** The view sticks to the bottom as content grows. */
  following: boolean;
  /** Content arrived while the reader was away from the bottom. */
  unseen: boolean;
}

export type FollowEvent =
  /** `previousTop`: the position before this scroll; only a move up (or no known move) can leave the bottom. */
  | { type: 'scroll'; metrics: ScrollMetrics; previousTop?: number }
  | { type: 'content' }
  | { type: 'jump' }
  | { type: 'send' };

/** Within this distance of the end counts as "at the bottom" (rounding, sub-pixel zoom, a last line of padding). */
export const BOTTOM_SLACK_PX = 48;

export const INITIAL_FOLLOW: FollowState = { following: true, unseen: false };

export function isAtBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics, slack = BOTTOM_SLACK_PX): boolean {
  return scrollHeight - scrollTop - clientHeight <= slack;
}

export function followReducer(state: FollowState, event: FollowEvent): FollowState {
  switch (event.type) {
    case 'scroll': {
      // Content can grow between our own scroll to the end and its scroll event, so a downward move short of the
      // end is not the reader leaving; only moving up is.
      const movedUp = event.previousTop === undefined || event.metrics.scrollTop < event.previousTop;
      const following = isAtBottom(event.metrics) || (state.following && !movedUp);
      if (following === state.following && (!following || !state.unseen)) return state;
      return { following, unseen: following ? false : state.unseen };
    }
    case 'content':
      return state.following || state.unseen ? state : { ...state, unseen: true };
    case 'jump':
    case 'send':
      return state.following && !state.unseen ? state : INITIAL_FOLLOW;
  }
}

/** After an event, whether the view should be scrolled to the end. */
export const shouldScrollToEnd = (state: FollowState, event: FollowEvent): boolean =>
  event.type === 'jump' || event.type === 'send' || (event.type === 'content' && state.following);

/** The "jump to latest" button shows whenever the reader is away from the bottom. */
export const showJumpButton = (state: FollowState): boolean => !state.following;
