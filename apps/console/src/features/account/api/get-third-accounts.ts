import { useQuery } from '@tanstack/react-query';
import { accountThirdAccounts } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { accountKeys } from './keys';

/** `GET /sys/user/account/thirdAccounts`: third-party account kinds, bound or not, and whether they are enabled. */
export const useThirdAccounts = () =>
  useQuery({
    queryKey: accountKeys.thirdAccounts,
    queryFn: async ({ signal }) => unwrap(await call(accountThirdAccounts, {}, { signal })),
  });
