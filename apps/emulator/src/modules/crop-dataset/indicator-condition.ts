/**
 * The condition class of an imported indicator row: the §1.6 CropWatch→GEOGLAM mapping the demo generator uses
 * (tools/seed-crop/lib/condition.ts), from VCIx and CPI only. An imported table has no irrigation share and no
 * cold-season flag, so the generator's downgrade rules are not applied. Without VCIx or CPI there is no class:
 * the row's condition is unavailable, never guessed.
 */
export type ConditionClass = 'exceptional' | 'favourable' | 'watch' | 'poor';

export function conditionFromIndicators(vcix: number | null, cpi: number | null): ConditionClass | null {
  if (vcix === null || cpi === null) return null;
  if (vcix < 0.5 || cpi < 0.85) return 'poor';
  if (vcix < 0.8 || cpi < 0.95) return 'watch';
  if (vcix >= 0.9 && cpi >= 1.1) return 'exceptional';
  return 'favourable';
}

/** Drivers read off the departures (dry, wet, hot, cold), for every class but favourable. */
export function driversFromIndicators(row: {
  rainMm: number | null;
  rainDepPct: number | null;
  tempDepC: number | null;
}): string[] {
  const found: string[] = [];
  if (row.rainDepPct !== null && row.rainDepPct <= -15) found.push('dry');
  if (row.rainDepPct !== null && row.rainDepPct >= 30 && (row.rainMm ?? 0) >= 200) found.push('wet');
  if (row.tempDepC !== null && row.tempDepC >= 1) found.push('hot');
  if (row.tempDepC !== null && row.tempDepC <= -1) found.push('cold');
  return found;
}
