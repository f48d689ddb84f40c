import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analysisImageDelete } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { imagesKey } from './image-list';

/** Deletes an image and its file; refused while an analysis item uses it. */
export async function deleteImage(id: string): Promise<void> {
  unwrap(await call(analysisImageDelete, { query: { id } }));
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
  });
}
