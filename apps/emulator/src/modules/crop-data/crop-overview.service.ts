import { Inject, Injectable } from '@nestjs/common';
import {
  CROP_CONDITIONS,
  type CropCondition,
  type CropOverview,
  CropOverviewMessages,
  type CropOverviewPeriod,
  type CropOverviewUnit,
} from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { CropDataService } from './crop-data.service';
import type { CropPeriodEntity } from './entities/crop-unit.entities';
import { datasetRefOf } from './indicator-source';

const periodOf = (p: CropPeriodEntity): CropOverviewPeriod => ({
  code: p.code,
  year: p.year,
  season: p.season,
  labelEn: p.labelEn,
  labelZh: p.labelZh,
  startMonth: p.startMonth,
  endMonth: p.endMonth,
});

const conditionOf = (value: string): CropCondition | null =>
  (CROP_CONDITIONS as readonly string[]).includes(value) ? (value as CropCondition) : null;

/** Stages of a calendar met in a window; a crop not in the field then is `out_of_season`. */
const stagesIn = (byWindow: Record<string, string[]>, season: string): string[] =>
  byWindow[season]?.length ? byWindow[season] : ['out_of_season'];

/**
 * The home page's crop overview (issue #18): MPZ and country rows of one period, read from the active indicators
 * dataset (issue #35), which it names; what the dataset lacks is listed as unavailable.
 */
@Injectable()
export class CropOverviewService {
  constructor(@Inject(CropDataService) private readonly data: CropDataService) {}

  async overview(periodCode?: string): Promise<CropOverview> {
    const period = periodCode ? this.data.period(periodCode) : this.data.latestPeriod();
    const latest = this.data.latestPeriod();
    if (!period || !latest) throw new JeecgError(CropOverviewMessages.periodUnknown);

    const mpzs = this.data.zones().filter((z) => z.level === 'mpz');
    const countries = this.data.countries();
    const codes = [...mpzs.map((z) => z.code), ...countries.map((c) => c.iso3)];
    const dataset = await this.data.indicatorDataset();
    const rows = new Map(
      (await this.data.indicatorRows({ unitCodes: codes, periods: [period.code], datasetId: dataset?.id })).map((r) => [
        r.unitCode,
        r,
      ]),
    );
    const unavailable: CropOverview['unavailable'] = [];
    const outlines = new Map(mpzs.map((z) => [z.code, z.geometry.coordinates]));
    const isoNumeric = new Map(countries.map((c) => [c.iso3, c.isoNumeric]));

    const units: CropOverviewUnit[] = [];
    for (const code of codes) {
      const row = rows.get(code);
      const unit = this.data.unit(code);
      if (!row || !unit || (unit.level !== 'mpz' && unit.level !== 'country')) continue;
      const condition = conditionOf(row.condition);
      if (!condition) {
        unavailable.push({ code, reason: '数据集中该地区缺少 VCIx 或 CPI，无法判定长势等级' });
        continue;
      }
      const calendars = await this.data.calendars(code);
      units.push({
        code,
        level: unit.level,
        nameEn: unit.nameEn,
        nameZh: unit.nameZh,
        isoNumeric: unit.level === 'country' ? (isoNumeric.get(code) ?? null) : null,
        mpzCode: unit.mpzCode,
        condition,
        drivers: row.conditionDrivers ?? [],
        rainMm: row.rainMm,
        rainDepPct: row.rainDepPct,
        tempC: row.tempC,
        tempDepC: row.tempDepC,
        radparMjM2: row.radparMjM2,
        radparDepPct: row.radparDepPct,
        biomssGdmM2: row.biomssGdmM2,
        biomssDepPct: row.biomssDepPct,
        calfPct: row.calfPct,
        calfDepPct: row.calfDepPct,
        vcix: row.vcix,
        cpi: row.cpi,
        ciPct: row.ciPct,
        ciDepPct: row.ciDepPct,
        ndviBelowAvgPct: row.ndviBelowAvgPct,
        irrigatedSharePct: row.irrigatedSharePct,
        stages: calendars
          .map((c) => ({ crop: c.crop, cropSeason: c.cropSeason, stages: stagesIn(c.byWindow, period.season) }))
          .sort((a, b) => a.crop.localeCompare(b.crop) || a.cropSeason.localeCompare(b.cropSeason)),
        outline: unit.level === 'mpz' ? (outlines.get(code) ?? null) : null,
      });
    }

    if (rows.size === 0)
      unavailable.unshift({
        code: null,
        reason: dataset
          ? `数据集「${dataset.name}」v${dataset.version} 不含 ${period.code} 的数据`
          : '没有启用的指标数据集',
      });
    return {
      period: periodOf(period),
      latest: latest.code,
      periods: this.data.periods().reverse().map(periodOf),
      units,
      dataset: dataset ? datasetRefOf(dataset) : null,
      unavailable,
      stageNames: this.data
        .stages()
        .sort((a, b) => a.rank - b.rank)
        .map((s) => ({ code: s.code, nameEn: s.nameEn, nameZh: s.nameZh })),
    };
  }
}
