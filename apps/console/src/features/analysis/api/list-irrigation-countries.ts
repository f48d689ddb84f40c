import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisCountryIrrigationCountries, type AnalysisIrrigationCountry } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { irrigationKey } from './keys';

/** The crop data's countries (49), flagged when they already have an irrigation row. */
export async function listIrrigationCountries(signal?: AbortSignal): Promise<AnalysisIrrigationCountry[]> {
  return unwrap(await call(analysisCountryIrrigationCountries, {}, { signal, silent: true }));
}

/** Under the list's key prefix, so an add or delete refreshes the `hasIrrigation` flags too. */
export const useIrrigationCountries = (enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: [...irrigationKey, 'countries'],
      queryFn: ({ signal }) => listIrrigationCountries(signal),
      enabled,
    }),
  );
