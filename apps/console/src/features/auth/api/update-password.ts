import { useMutation } from '@tanstack/react-query';
import { endpointRefs, type UpdatePasswordBody } from '@cropwatch/contract';
import { call } from '../../../lib/http';

/** Resolves to the envelope: the dialog shows the server's message on success and on failure alike. */
export const updatePassword = (body: UpdatePasswordBody) => call(endpointRefs.updatePassword, { body });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
