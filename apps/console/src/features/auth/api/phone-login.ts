import { endpointRefs, ResultCode, type Result } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { usePendingCall } from '../../../lib/use-pending-call';
import { requireLoginResult } from './login-result';

export interface PhoneLoginBody {
  mobile: string;
  captcha: string;
  remember_me?: boolean;
}

/**
 * JeecgBoot 3.4 answers a wrong SMS code with `success:true, code:0, message:'手机验证码错误'` (contract §2.3,
 * LoginController#phoneLogin reusing an envelope): only code 200 is a login.
 */
export const phoneLogin = (body: PhoneLoginBody) =>
  call(endpointRefs.phoneLogin, { body }).then((res) =>
    requireLoginResult(res.code === ResultCode.ok ? res : ({ ...res, success: false } satisfies Result<unknown>)),
  );

export const usePhoneLogin = () => usePendingCall(phoneLogin);
