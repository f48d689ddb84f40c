import { useMutation } from '@tanstack/react-query';
import { endpointRefs, type LoginBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { requireLoginResult } from './login-result';

export const login = (body: LoginBody) => call(endpointRefs.login, { body }).then(requireLoginResult);

export const useLogin = () => useMutation({ mutationFn: login });
