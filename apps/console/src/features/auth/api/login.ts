import { useMutation } from '@tanstack/react-query';
import { login as loginEndpoint, type LoginBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';
import { requireLoginResult } from './login-result';

export const login = (body: LoginBody) => call(loginEndpoint, { body }).then(requireLoginResult);

export const useLogin = () => useMutation({ mutationFn: login });
