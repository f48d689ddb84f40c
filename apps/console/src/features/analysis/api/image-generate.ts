import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnalysisImage, type AnalysisImageGenerateBody, analysisImageGenerate } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { imagesKey } from './image-list';

/** Draws and stores one image; a refusal (unknown unit, no data …) reaches the caller as a `ResultError`. */
export async function generateImage(body: AnalysisImageGenerateBody): Promise<AnalysisImage | null> {
  return unwrap(await call(analysisImageGenerate, { body }));
}

export function useGenerateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
  });
}
