import { useMutation } from '@tanstack/react-query';
import { endpointRefs } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export interface PasswordChangeQuery {
  username: string;
  password: string;
  smscode: string;
  phone: string;
}

/** Forgot-password reset; JeecgBoot takes it as a GET with the password in the query (contract §2.8, §13). */
export const passwordChange = (query: PasswordChangeQuery) => call(endpointRefs.passwordChange, { query }).then(unwrap);

export const usePasswordChange = () => useMutation({ mutationFn: passwordChange });
