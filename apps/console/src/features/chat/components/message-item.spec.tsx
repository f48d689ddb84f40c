import { screen } from '@testing-library/react';
import { chatMessageSchema, type ChatMessage } from '@cropwatch/contract';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MessageItem } from './message-item';

const answer = (o: Partial<ChatMessage> = {}): ChatMessage =>
  chatMessageSchema.parse({
    id: 'a-1',
    sessionId: 's-1',
    parentId: 'q-1',
    role: 'assistant',
    content: '今年印度小麦长势良好。',
    images: [],
    status: 'done',
    sources: [],
    usage: null,
    model: 'qwen2.5-7b-instruct-q4_k_m.gguf',
    errorMessage: null,
    feedback: null,
    feedbackComment: null,
    figuresChecked: null,
    figuresFailed: null,
    toolCalls: null,
    createTime: null,
    updateTime: null,
    ...o,
  });

const noop = () => undefined;
const actions = {
  busy: false,
  onRegenerate: noop,
  onEditResend: noop,
  onFeedback: noop,
  onSelectSibling: noop,
  onStop: noop,
};
const entry = (message: ChatMessage) => ({ message, siblings: [message.id], index: 0 });

describe('the note under an answer that left out the earliest turns (issue #33)', () => {
  it('says how many turns were left out, in Chinese', () => {
    renderWithProviders(<MessageItem entry={entry(answer({ droppedTurns: 3 }))} {...actions} />);
    expect(screen.getByTestId('chat-dropped-turns')).toHaveTextContent('对话过长，本次回答未参考最早的 3 轮对话');
  });

  it('says it in English, singular and plural', () => {
    const { unmount } = renderWithProviders(<MessageItem entry={entry(answer({ droppedTurns: 1 }))} {...actions} />, {
      language: 'en-US',
    });
    expect(screen.getByTestId('chat-dropped-turns')).toHaveTextContent(
      'The conversation was too long: its earliest turn was left out of this answer.',
    );
    unmount();
    renderWithProviders(<MessageItem entry={entry(answer({ droppedTurns: 4 }))} {...actions} />, {
      language: 'en-US',
    });
    expect(screen.getByTestId('chat-dropped-turns')).toHaveTextContent(
      'The conversation was too long: its earliest 4 turns were left out of this answer.',
    );
  });

  it('shows no note when the whole conversation fitted', () => {
    renderWithProviders(<MessageItem entry={entry(answer())} {...actions} />);
    expect(screen.getByText('今年印度小麦长势良好。')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-dropped-turns')).not.toBeInTheDocument();
  });

  it('keeps the note on an answer that was stopped part-way', () => {
    renderWithProviders(<MessageItem entry={entry(answer({ status: 'stopped', droppedTurns: 2 }))} {...actions} />);
    expect(screen.getByTestId('chat-dropped-turns')).toHaveTextContent('最早的 2 轮对话');
  });
});
