import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { JVxeRow } from '@cropwatch/ui/jvxe-grid';
import { runtimeConfig } from '../../../lib/config';
import { sessionStore } from '../../../stores/session';
import { VxeSocket } from './vxe-socket';

/**
 * Joins the co-editing relay while `enabled`: rows others save reach `onRow`; `send` broadcasts a saved row.
 * One page id and one case id per mounted table.
 */
export function useVxeSocket(enabled: boolean, onRow: (row: JVxeRow) => void) {
  const { token, info } = useSnapshot(sessionStore);
  const userId = info?.id;
  const [connected, setConnected] = useState(false);
  const socket = useRef<VxeSocket | null>(null);
  const ids = useRef({ pageId: crypto.randomUUID(), caseId: crypto.randomUUID() });
  const onRowRef = useRef(onRow);
  onRowRef.current = onRow;

  useEffect(() => {
    if (!enabled || !token || !userId) return;
    const client = new VxeSocket({
      apiBaseUrl: runtimeConfig.apiBaseUrl,
      pageUrl: window.location.href,
      userId,
      token,
      ...ids.current,
      onRow: (row) => onRowRef.current(row),
      onStatus: setConnected,
    });
    socket.current = client;
    client.connect();
    return () => {
      client.dispose();
      socket.current = null;
      setConnected(false);
    };
  }, [enabled, token, userId]);

  return { connected, send: (row: JVxeRow) => socket.current?.sendRow(row) };
}
