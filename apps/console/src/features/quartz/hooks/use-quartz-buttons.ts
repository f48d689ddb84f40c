import { useMemo } from 'react';
import { usePermission } from '../../../components/authorized/use-permission';
import { QUARTZ_AUTH_PRE, quartzButtons, type QuartzButtons } from '../lib/quartz-buttons';

/** The scheduled-jobs buttons of the signed-in user; follows permission changes. */
export function useQuartzButtons(): QuartzButtons {
  const { excluded } = usePermission();
  return useMemo(() => quartzButtons(excluded(QUARTZ_AUTH_PRE)), [excluded]);
}
