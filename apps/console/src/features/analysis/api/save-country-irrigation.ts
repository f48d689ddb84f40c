import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  analysisCountryIrrigationAdd,
  analysisCountryIrrigationEdit,
  type AnalysisCountryIrrigation,
  type AnalysisCountryIrrigationAddBody,
} from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { irrigationKey } from './keys';

export type SaveCountryIrrigationBody = AnalysisCountryIrrigationAddBody & { id?: string };

/** Adds a country's irrigation row (no `id`) or edits one; the country itself never changes. */
export async function saveCountryIrrigation({
  id,
  ...fields
}: SaveCountryIrrigationBody): Promise<AnalysisCountryIrrigation | null> {
  return unwrap(
    id
      ? await call(analysisCountryIrrigationEdit, { body: { ...fields, id } })
      : await call(analysisCountryIrrigationAdd, { body: fields }),
  );
}

export function useSaveCountryIrrigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCountryIrrigation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: irrigationKey }),
  });
}
