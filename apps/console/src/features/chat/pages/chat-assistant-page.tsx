import { ChatWorkspace } from '../components/chat-workspace';

/** Sidebar "chat assistant" (`chat/ChatAssistant`). */
export function ChatAssistantPage() {
  return <ChatWorkspace variant="assistant" />;
}

export default ChatAssistantPage;
