import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refleshCache } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { call, unwrap } from '../../../lib/http';
import { reloadDictCache } from './query-all-dict-items';

/**
 * Clears the server's dictionary caches, then reloads every dictionary into the 7-day local cache
 * (spelling `reflesh` as on the server, contract §4.3).
 */
export async function refreshDictCache(): Promise<void> {
  unwrap(await call(refleshCache));
  await reloadDictCache();
}

/** The header's "clear cache" item: success message, or a warning when either call fails. */
export function useRefreshDictCache() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshDictCache,
    onSuccess: async () => {
      feedback.message.success(t('dict.refreshSuccess'));
      await queryClient.invalidateQueries({ queryKey: ['dict'] });
    },
    onError: () => {
      feedback.message.warning(t('dict.refreshFailed'));
    },
  });
}
