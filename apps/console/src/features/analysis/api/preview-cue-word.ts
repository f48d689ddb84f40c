import { useMutation } from '@tanstack/react-query';
import {
  analysisCueWordPreview,
  type AnalysisCueWordPreview,
  type AnalysisCueWordPreviewBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Renders a template with sample values on the server (the same renderer the analyses use). */
export async function previewCueWord(body: AnalysisCueWordPreviewBody): Promise<AnalysisCueWordPreview | null> {
  return unwrap(await call(analysisCueWordPreview, { body }));
}

export const usePreviewCueWord = () => useMutation({ mutationFn: previewCueWord });
