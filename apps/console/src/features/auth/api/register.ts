import { useMutation } from '@tanstack/react-query';
import { endpointRefs, type RegisterBody } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export const register = (body: RegisterBody) => call(endpointRefs.register, { body }).then(unwrap);

export const useRegister = () => useMutation({ mutationFn: register });
