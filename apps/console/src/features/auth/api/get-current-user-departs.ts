import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointRefs } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export const getCurrentUserDeparts = (signal?: AbortSignal) =>
  call(endpointRefs.getCurrentUserDeparts, {}, { signal }).then(unwrap);

export const currentUserDepartsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'current-user-departs'],
    queryFn: ({ signal }) => getCurrentUserDeparts(signal),
    // Read fresh every time the switch dialog opens: the current department changes through that dialog.
    staleTime: 0,
  });

export const useCurrentUserDeparts = (enabled: boolean) => useQuery({ ...currentUserDepartsQueryOptions(), enabled });
