import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointRefs, type LayoutSettingsWire, type NotifyPreferences } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { accountKeys } from './keys';

/**
 * `GET` and `PUT /sys/user/account/setting` (one path, two methods): the settings drawer's values and the
 * notification kinds, saved per user. Refs, not endpoints: the shell applies them right after sign-in.
 */
export const fetchAccountSetting = async (signal?: AbortSignal) =>
  unwrap(await call(endpointRefs.getAccountSetting, {}, { signal }));

export const saveAccountSetting = async (body: { layout?: LayoutSettingsWire; notify?: NotifyPreferences }) =>
  unwrap(await call(endpointRefs.saveAccountSetting, { body }));

export const accountSettingQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.setting, queryFn: ({ signal }) => fetchAccountSetting(signal) });

export const useAccountSetting = () => useQuery(accountSettingQueryOptions());

export const useSaveAccountSetting = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSetting,
    onSuccess: (data) => client.setQueryData(accountKeys.setting, data),
  });
};
