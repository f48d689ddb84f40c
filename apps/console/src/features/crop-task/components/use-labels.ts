import { useTranslation } from 'react-i18next';
import type { CropTaskPeriodOption, CropTaskUnitOption } from '@cropwatch/contract';
import { useTaskOptions } from '../api/get-task-options';

/** Names in the page's language: periods, units and stages from the options, crops from the locale. */
export function useLabels() {
  const { t, i18n } = useTranslation('cropTask');
  const options = useTaskOptions();
  const english = (i18n.resolvedLanguage ?? i18n.language).startsWith('en');
  const name = (o: { nameEn: string; nameZh: string }) => (english ? o.nameEn : o.nameZh);
  const periods = options.data?.periods ?? [];
  const units = options.data?.units ?? [];
  const stages = options.data?.stages ?? [];
  return {
    options,
    english,
    name,
    periods,
    units,
    periodLabel: (code: string) => {
      const p = periods.find((x: CropTaskPeriodOption) => x.code === code);
      return p ? (english ? p.labelEn : p.labelZh) : code;
    },
    unitLabel: (code: string | null) => {
      if (!code) return '';
      const u = units.find((x: CropTaskUnitOption) => x.code === code);
      return u ? `${name(u)} (${u.code})` : code;
    },
    cropLabel: (code: string) => t(`crops.${code}`, { defaultValue: code }),
    /** Stage names as one phrase, in the language's list style; a dash when there are none. */
    stagesLabel: (codes: readonly string[]) => {
      const names = codes.map((code) => {
        const s = stages.find((x) => x.code === code);
        return s ? name(s) : code;
      });
      return names.length ? names.join(english ? ', ' : '、') : '–';
    },
  };
}
