import { endpointRefs, type LoginBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { usePendingCall } from '../../../lib/use-pending-call';
import { requireLoginResult } from './login-result';

export const login = (body: LoginBody) => call(endpointRefs.login, { body }).then(requireLoginResult);

export const useLogin = () => usePendingCall(login);
