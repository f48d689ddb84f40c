import { ChatWorkspace } from '../components/chat-workspace';

/**
 * GPT crop-watch, outer (`gpt/CropWatchOuter`): a full-width single column suitable for embedding, the
 * conversation list behind a drawer button.
 */
export function CropWatchOuterPage() {
  return <ChatWorkspace variant="outer" />;
}

export default CropWatchOuterPage;
