import { ArrowDownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathEntry } from '../lib/message-tree';
import {
  followReducer,
  INITIAL_FOLLOW,
  shouldScrollToEnd,
  showJumpButton,
  type FollowEvent,
} from '../lib/scroll-follow';
import { MessageItem, type MessageActions } from './message-item';

interface Props extends MessageActions {
  path: PathEntry[];
  busy: boolean;
  /** The running answer's place in a local model's queue (issue #33), while it waits. */
  queue?: { messageId: string; position: number } | null;
  /** Changes when the conversation switches: the view starts at its end again. */
  conversationKey: string;
  /** Shown instead of messages in an empty conversation. */
  empty?: ReactNode;
}

/** Changes with every streamed piece, and when an answer ends (status line, sources box). */
const contentSignature = (path: PathEntry[]) =>
  path
    .map((e) => `${e.message.id}:${e.message.content.length}:${e.message.status}:${e.message.sources.length}`)
    .join('|');

/** The conversation with scroll lock: follows the stream while the reader is at the bottom (scroll-follow.ts). */
export function MessageList({ path, busy, queue, conversationKey, empty, ...actions }: Props) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const [follow, dispatch] = useReducer(followReducer, INITIAL_FOLLOW);
  const followRef = useRef(follow);
  followRef.current = follow;

  /** Last scroll position seen or set: tells the reader's moves up from content growing under our own scrolls. */
  const lastTop = useRef(0);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const metrics = { scrollTop: el.scrollTop, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight };
    dispatch({ type: 'scroll', metrics, previousTop: lastTop.current });
    followRef.current = followReducer(followRef.current, { type: 'scroll', metrics, previousTop: lastTop.current });
    lastTop.current = el.scrollTop;
  }, []);

  // Instant, not smooth: the scroll events of an animation would read as the reader leaving the bottom.
  const emit = useCallback(
    (event: FollowEvent) => {
      const el = scroller.current;
      // The reader scrolled up in this very frame and its scroll event is still pending: honour it first.
      if (el && event.type === 'content' && el.scrollTop < lastTop.current - 1) onScroll();
      if (el && shouldScrollToEnd(followRef.current, event)) {
        el.scrollTop = el.scrollHeight;
        lastTop.current = el.scrollTop;
      }
      dispatch(event);
    },
    [onScroll],
  );

  // A new conversation opens at its end.
  useLayoutEffect(() => {
    emit({ type: 'jump' });
  }, [conversationKey, emit]);

  const signature = contentSignature(path);
  const count = path.length;
  const lastIsUser = path.at(-1)?.message.role === 'user';
  const countRef = useRef(count);
  useLayoutEffect(() => {
    // The reader's own new question always brings the view down; answers follow only while at the bottom.
    const grew = count > countRef.current;
    countRef.current = count;
    emit(grew && lastIsUser ? { type: 'send' } : { type: 'content' });
  }, [signature, count, lastIsUser, emit]);

  return (
    <div className="cw-chat-scroll-wrap">
      <div
        ref={scroller}
        className="cw-chat-scroll"
        data-testid="chat-scroll"
        data-following={follow.following}
        role="log"
        aria-live="polite"
        onScroll={onScroll}
      >
        <div className="cw-chat-thread">
          {path.length === 0
            ? empty
            : path.map((entry) => (
                <MessageItem
                  key={entry.message.id}
                  entry={entry}
                  busy={busy}
                  queuePosition={queue?.messageId === entry.message.id ? queue.position : undefined}
                  {...actions}
                />
              ))}
        </div>
      </div>
      {showJumpButton(follow) && path.length > 0 && (
        <Button
          className="cw-chat-jump"
          shape="round"
          icon={<ArrowDownOutlined />}
          type={follow.unseen ? 'primary' : 'default'}
          onClick={() => emit({ type: 'jump' })}
        >
          {t('message.jumpLatest')}
        </Button>
      )}
    </div>
  );
}
