import { endpointRefs } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { usePendingCall } from '../../../lib/use-pending-call';

/** `smsmode`: 0 login, 1 register, 2 forgot password (contract §2.3), 3 bind one's phone (issue #14). */
export type SmsMode = '0' | '1' | '2' | '3';

export const sendSms = (mobile: string, smsmode: SmsMode) =>
  call(endpointRefs.sms, { body: { mobile, smsmode } }).then(unwrap);

export const useSendSms = (smsmode: SmsMode) => usePendingCall((mobile: string) => sendSms(mobile, smsmode));
