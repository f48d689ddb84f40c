import { useMutation } from '@tanstack/react-query';
import { register as endpoint, type RegisterBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export const register = (body: RegisterBody) => call(endpoint, { body }).then(unwrap);

export const useRegister = () => useMutation({ mutationFn: register });
