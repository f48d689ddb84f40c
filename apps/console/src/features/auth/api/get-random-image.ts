import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointRefs } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `key` is the epoch-ms string the login form sends back as `checkKey` (contract §2.1). */
export const getRandomImage = (key: string, signal?: AbortSignal): Promise<string> =>
  call(endpointRefs.randomImage, { params: { key } }, { signal }).then(unwrap);

export const randomImageQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['auth', 'random-image', key],
    queryFn: ({ signal }) => getRandomImage(key, signal),
    // A captcha is valid once and for 60 s: never served from cache for a new key, never refetched for an old one.
    staleTime: Infinity,
    gcTime: 0,
  });

export const useRandomImage = (key: string) => useQuery(randomImageQueryOptions(key));
