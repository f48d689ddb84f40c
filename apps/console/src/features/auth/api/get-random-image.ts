import { useEffect, useState } from 'react';
import { endpointRefs } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `key` is the epoch-ms string the login form sends back as `checkKey` (contract §2.1). */
export const getRandomImage = (key: string, signal?: AbortSignal): Promise<string> =>
  call(endpointRefs.randomImage, { params: { key } }, { signal }).then(unwrap);

interface CaptchaState {
  key: string;
  status: 'pending' | 'success' | 'error';
  data?: string;
}

/**
 * The captcha image of `key`, fetched once per key (a captcha is valid once and for 60 s: never cached for a new
 * key, never refetched for an old one). A plain effect rather than TanStack Query, which is not part of the sign-in
 * page's first load (issue #17); a key replaced before its answer cancels that request.
 */
export function useRandomImage(key: string) {
  const [state, setState] = useState<CaptchaState>({ key, status: 'pending' });
  useEffect(() => {
    const controller = new AbortController();
    getRandomImage(key, controller.signal).then(
      (data) => controller.signal.aborted || setState({ key, status: 'success', data }),
      () => controller.signal.aborted || setState({ key, status: 'error' }),
    );
    return () => controller.abort();
  }, [key]);
  const current: CaptchaState = state.key === key ? state : { key, status: 'pending' };
  return { isPending: current.status === 'pending', isSuccess: current.status === 'success', data: current.data };
}
