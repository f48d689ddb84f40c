import { useEffect, useState, useSyncExternalStore } from 'react';
import { runtimeConfig } from '../../../lib/config';
import { getGptSocketToken } from '../api/get-gpt-socket-token';
import { ChatSocket, type ChatSocketStatus } from '../lib/chat-socket';

/** One chat socket per chat page, connected on mount and closed on unmount. */
export function useChatSocket(): { socket: ChatSocket; status: ChatSocketStatus } {
  const [socket] = useState(
    () => new ChatSocket({ fetchTicket: getGptSocketToken, apiBaseUrl: () => runtimeConfig.apiBaseUrl }),
  );
  useEffect(() => {
    socket.connect();
    return () => socket.dispose();
  }, [socket]);
  const status = useSyncExternalStore(
    (notify) => socket.onStatus(notify),
    () => socket.status,
  );
  return { socket, status };
}
