import { ChatWorkspace } from '../components/chat-workspace';

/** GPT crop-watch, inner (`gpt/CropWatchInner`): the chat inside the layout, conversation list beside it. */
export function CropWatchInnerPage() {
  return <ChatWorkspace variant="inner" />;
}

export default CropWatchInnerPage;
