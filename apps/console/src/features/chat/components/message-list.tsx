import { ArrowDownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathEntry } from '../lib/message-tree';
import { followReducer, INITIAL_FOLLOW, shouldScrollToEnd, showJumpButton, type FollowEvent } from '../lib/scroll-follow';
import { MessageItem, type MessageActions } from './message-item';

interface Props extends MessageActions {
  path: PathEntry[];
  busy: boolean;
  /** Changes when the conversation switches: the view starts at its end again. */
  conversationKey: string;
  /** Shown instead of messages in an empty conversation. */
  empty?: ReactNode;
}

/** Total length of the visible text: grows with every streamed piece. */
const contentSize = (path: PathEntry[]) => path.reduce((n, e) => n + e.message.content.length + 1, 0);

/** The conversation with scroll lock: follows the stream while the reader is at the bottom (scroll-follow.ts). */
export function MessageList({ path, busy, conversationKey, empty, ...actions }: Props) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const [follow, dispatch] = useReducer(followReducer, INITIAL_FOLLOW);
  const followRef = useRef(follow);
  followRef.current = follow;

  // Instant, not smooth: the scroll events of an animation would read as the reader leaving the bottom.
  const emit = useCallback((event: FollowEvent) => {
    const el = scroller.current;
    if (el && shouldScrollToEnd(followRef.current, event)) el.scrollTop = el.scrollHeight;
    dispatch(event);
  }, []);

  // A new conversation opens at its end.
  useLayoutEffect(() => {
    emit({ type: 'jump' });
  }, [conversationKey, emit]);

  const size = contentSize(path);
  const count = path.length;
  const lastIsUser = path.at(-1)?.message.role === 'user';
  const countRef = useRef(count);
  useLayoutEffect(() => {
    // The reader's own new question always brings the view down; answers follow only while at the bottom.
    const grew = count > countRef.current;
    countRef.current = count;
    emit(grew && lastIsUser ? { type: 'send' } : { type: 'content' });
  }, [size, count, lastIsUser, emit]);

  return (
    <div className="cw-chat-scroll-wrap">
      <div
        ref={scroller}
        className="cw-chat-scroll"
        data-testid="chat-scroll"
        role="log"
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          dispatch({
            type: 'scroll',
            metrics: { scrollTop: el.scrollTop, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight },
          });
        }}
      >
        <div className="cw-chat-thread">
          {path.length === 0
            ? empty
            : path.map((entry) => <MessageItem key={entry.message.id} entry={entry} busy={busy} {...actions} />)}
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
