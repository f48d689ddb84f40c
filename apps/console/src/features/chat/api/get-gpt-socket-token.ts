import { getGptSocketToken as getGptSocketTokenEndpoint, type GptSocketToken } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** A fresh single-use ticket for the chat socket; every (re)connect asks for a new one. */
export async function getGptSocketToken(): Promise<GptSocketToken> {
  const ticket = unwrap(await call(getGptSocketTokenEndpoint, {}, { silent: true }));
  if (!ticket) throw new Error('no socket ticket');
  return ticket;
}
