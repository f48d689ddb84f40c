import { useMutation } from '@tanstack/react-query';
import { endpointRefs, type SysUser } from '@cropwatch/contract';
import { call, ResultError } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';

/** `PUT /sys/selectDepart` (contract §2.6); answers the refreshed user. */
export async function selectDepart(orgCode: string, username: string): Promise<SysUser> {
  const res = await call(endpointRefs.selectDepart, { body: { orgCode, username } });
  if (!res.success || !res.result) {
    throw new ResultError(res.message || i18n.t('http.callFailed', { ns: 'common' }), res.code);
  }
  return res.result.userInfo;
}

export const useSelectDepart = () =>
  useMutation({
    mutationFn: ({ orgCode, username }: { orgCode: string; username: string }) => selectDepart(orgCode, username),
  });
