import { useQuery } from '@tanstack/react-query';
import { chatAppLocalModels } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** The model files below the server's `DATA_DIR/models`, for a local-model app to choose from (issue #33). */
export async function listLocalModels(signal?: AbortSignal) {
  return unwrap(await call(chatAppLocalModels, {}, { signal }));
}

export const useLocalModels = (enabled: boolean) =>
  useQuery({ queryKey: ['chat', 'local-models'], queryFn: ({ signal }) => listLocalModels(signal), enabled });
