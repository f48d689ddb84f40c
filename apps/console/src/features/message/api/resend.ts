import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sysMessageResend } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { sysMessageListKey } from './get-sys-message-list';

/** Sends an unsent or failed message again; answers `重发成功！` (a failure throws `重发失败：<reason>`). */
export async function resend(id: string): Promise<string> {
  const res = await call(sysMessageResend, { query: { id } });
  unwrap(res);
  return res.message;
}

export function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resend,
    // A failed retry still counts an attempt: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sysMessageListKey }),
  });
}
