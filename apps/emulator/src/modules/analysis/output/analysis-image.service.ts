import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AnalysisImage, AnalysisImageGenerateValues, AnalysisImageKind } from '@cropwatch/contract';
import type { Principal } from '../../../core/auth/principal';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../../core/config/emulator.config';
import { newId } from '../../../core/database/id';
import { JeecgError } from '../../../core/errors/jeecg.errors';
import type { ListQuery } from '../../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../../core/paging/list-query';
import type { IPage } from '../../../core/paging/page';
import { formatDateTime } from '../../../core/result/date-format';
import { uploadRootOf } from '../../common';
import {
  CropDataService,
  type CropIndicatorDefEntity,
  type CropPeriodEntity,
  type CropUnit,
  fieldValue,
  formatDeparture,
  formatValue,
  unitOf,
} from '../../crop-data';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisPartitionEntity } from '../entities/analysis-partition.entity';
import { AnalysisZoneEntity } from '../entities/analysis-zone.entity';
import { AnalysisImageEntity } from './analysis-image.entity';
import {
  choroplethOption,
  departureBarsOption,
  IMAGE_SIZE,
  type Lang,
  renderSvg,
  timeProfileOption,
} from './image-charts';
import { unitOutlines } from './image-geo';

export const IMAGE_LIST_FIELDS: ListFields = {
  id: 'string',
  kind: 'string',
  title: 'string',
  indicator: 'string',
  period: 'string',
  lang: 'string',
  createBy: 'string',
  createTime: 'datetime',
};

/** Folder of the generated images below the upload root (served by `/sys/common/static/analysis/images/…`). */
export const IMAGE_FOLDER = 'analysis/images';

/** Indicators whose value is a number of `crop_indicator` (CONDITION is a class, PRODUCTION another table). */
const chartable = (def: CropIndicatorDefEntity) =>
  !!def.fields.value && def.code !== 'CONDITION' && def.code !== 'PRODUCTION';

const colorsOf = (def: CropIndicatorDefEntity) =>
  def.departure === 'absolute_c'
    ? { positive: '#dc2626', negative: '#2563eb' }
    : { positive: '#15803d', negative: '#c2410c' };

const shortName = (u: CropUnit, lang: Lang) => {
  const name = lang === 'zh' ? u.nameZh : u.nameEn;
  return name.length > 22 ? `${name.slice(0, 21)}…` : name;
};

export const toImageJson = (r: AnalysisImageEntity): AnalysisImage => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  indicator: r.indicator,
  period: r.period,
  units: r.units,
  lang: r.lang,
  path: r.path,
  width: r.width,
  height: r.height,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
});

interface Drawn {
  svg: string;
  units: string[];
  title: string;
  size: { width: number; height: number };
}

/** The image generator: draws a chart or map of the crop indicator tables, stores the SVG and its row. */
@Injectable()
export class AnalysisImageService {
  constructor(
    @InjectRepository(AnalysisImageEntity) private readonly rows: Repository<AnalysisImageEntity>,
    @InjectRepository(AnalysisPartitionEntity) private readonly partitions: Repository<AnalysisPartitionEntity>,
    @InjectRepository(AnalysisZoneEntity) private readonly zones: Repository<AnalysisZoneEntity>,
    @InjectRepository(AnalysisItemEntity) private readonly items: Repository<AnalysisItemEntity>,
    @Inject(CropDataService) private readonly crop: CropDataService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<AnalysisImage>> {
    const plan = planListQuery(IMAGE_LIST_FIELDS, query, 'i');
    const qb = this.rows.createQueryBuilder('i');
    if (plan.orderBy.length === 0) qb.orderBy('i.createTime', 'DESC').addOrderBy('i.id', 'DESC');
    return fetchPage(qb, plan, (list) => list.map(toImageJson), 'id');
  }

  async generate(v: AnalysisImageGenerateValues, user: Principal): Promise<AnalysisImage> {
    const def = this.crop.indicatorDef(v.indicator);
    if (!def) throw new JeecgError(`指标不存在：${v.indicator}`);
    if (!chartable(def)) throw new JeecgError(`该指标不能绘图：${v.indicator}`);
    let period: CropPeriodEntity | null = null;
    if (v.kind !== 'time_profile') {
      if (!v.period) throw new JeecgError('请选择监测时期');
      period = this.crop.period(v.period) ?? null;
      if (!period) throw new JeecgError(`监测时期不存在：${v.period}`);
    }
    const units = await this.resolveUnits(v);
    const drawn =
      v.kind === 'time_profile'
        ? await this.timeProfile(def, units, v)
        : await this.onePeriod(v.kind, def, period as CropPeriodEntity, units, v);

    const now = new Date(this.clock.now());
    const id = newId(now.getTime());
    const relative = `${IMAGE_FOLDER}/${id}.svg`;
    const file = path.join(uploadRootOf(this.config.dataDir), ...relative.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, drawn.svg, { encoding: 'utf8', flag: 'wx' });
    const row = Object.assign(new AnalysisImageEntity(), {
      id,
      kind: v.kind,
      title: drawn.title,
      indicator: def.code,
      period: period?.code ?? null,
      units: drawn.units,
      lang: v.lang,
      path: relative,
      width: drawn.size.width,
      height: drawn.size.height,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    try {
      await this.rows.insert(row);
    } catch (e) {
      await unlink(file).catch(() => undefined);
      throw e;
    }
    return toImageJson(row);
  }

  async delete(id: string): Promise<void> {
    const row = await this.rows.findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应数据');
    const used = await this.items.findOne({ where: { imagePath: row.path }, select: { id: true } });
    if (used) throw new JeecgError('图片已被分析条目使用');
    await this.rows.delete({ id });
    const file = path.join(uploadRootOf(this.config.dataDir), ...row.path.split('/'));
    await unlink(file).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }

  /** Units named in the request (all must exist), else the partition's zones the crop data knows, in its order. */
  private async resolveUnits(v: AnalysisImageGenerateValues): Promise<CropUnit[]> {
    const seen = new Set<string>();
    const out: CropUnit[] = [];
    const add = (u: CropUnit) => {
      if (!seen.has(u.code)) out.push(u);
      seen.add(u.code);
    };
    if (v.units?.length) {
      for (const code of v.units) {
        const unit = this.crop.unit(code) ?? this.crop.unit(code.toUpperCase());
        if (!unit) throw new JeecgError(`区域不存在：${code}`);
        add(unit);
      }
      return out;
    }
    if (!v.partitionId) throw new JeecgError('请选择区域或分区');
    const partition = await this.partitions.findOneBy({ id: v.partitionId });
    if (!partition) throw new JeecgError(`分区不存在：${v.partitionId}`);
    const zones = await this.zones.find({
      where: { partitionId: partition.id },
      order: { sortNo: 'ASC', code: 'ASC' },
    });
    // Planned zones the crop data lacks are skipped: they have nothing to draw yet.
    for (const z of zones) {
      const unit = this.crop.unit(z.code);
      if (unit) add(unit);
    }
    if (out.length === 0) throw new JeecgError('所选区域在该时期没有数据');
    return out;
  }

  private async onePeriod(
    kind: Exclude<AnalysisImageKind, 'time_profile'>,
    def: CropIndicatorDefEntity,
    period: CropPeriodEntity,
    units: CropUnit[],
    v: AnalysisImageGenerateValues,
  ): Promise<Drawn> {
    const lang = v.lang;
    const signed = !!def.fields.departure;
    const rows = await this.crop.indicatorRows({ unitCodes: units.map((u) => u.code), periods: [period.code] });
    const byUnit = new Map(rows.map((r) => [r.unitCode, r]));
    const data = units.flatMap((u) => {
      const row = byUnit.get(u.code);
      const value = row ? fieldValue(row, signed ? def.fields.departure : def.fields.value) : null;
      if (typeof value !== 'number') return [];
      const text = signed ? formatDeparture(def, value) : formatValue(def, value, lang);
      return [{ unit: u, value, text }];
    });
    if (data.length === 0) throw new JeecgError('所选区域在该时期没有数据');

    const name = lang === 'zh' ? def.nameZh : def.nameEn;
    const periodLabel = lang === 'zh' ? period.labelZh : period.labelEn;
    const measure = this.measure(def, lang, signed);
    const subtitle = `${periodLabel} · ${measure}`;
    const colors = colorsOf(def);

    if (kind === 'departure_bars') {
      const title =
        v.title ||
        (lang === 'zh'
          ? `${name}${signed ? '距平' : ''}（${periodLabel}）`
          : `${name}${signed ? ' departure' : ''}, ${periodLabel}`);
      const size = IMAGE_SIZE.departure_bars;
      const option = departureBarsOption({
        title,
        subtitle,
        lang,
        axisName: measure,
        signed,
        colors,
        bars: data.map((d) => ({ code: d.unit.code, label: shortName(d.unit, lang), value: d.value, text: d.text })),
      });
      return { svg: renderSvg(option, size), units: data.map((d) => d.unit.code), title, size };
    }

    const outlines = unitOutlines(
      this.crop,
      data.map((d) => d.unit),
    );
    const drawn = data.filter((d) => outlines.units.has(d.unit.code));
    if (drawn.length === 0) throw new JeecgError('所选区域没有可绘制的边界');
    const title =
      v.title ||
      (lang === 'zh'
        ? `${name}${signed ? '距平' : ''}分布（${periodLabel}）`
        : `${name}${signed ? ' departure' : ''} map, ${periodLabel}`);
    const size = IMAGE_SIZE.choropleth;
    const option = choroplethOption({
      title,
      subtitle,
      lang,
      signed,
      colors,
      legendName: measure,
      decimals: signed ? (def.departure === 'absolute_c' ? 1 : 0) : def.decimals,
      bbox: outlines.bbox,
      features: outlines.features,
      regions: drawn.map((d) => ({ code: d.unit.code, label: shortName(d.unit, lang), value: d.value, text: d.text })),
    });
    return { svg: renderSvg(option, size, outlines.features), units: drawn.map((d) => d.unit.code), title, size };
  }

  private async timeProfile(
    def: CropIndicatorDefEntity,
    units: CropUnit[],
    v: AnalysisImageGenerateValues,
  ): Promise<Drawn> {
    const lang = v.lang;
    const periods = this.crop.periods();
    const rows = await this.crop.indicatorRows({ unitCodes: units.map((u) => u.code) });
    const series = units.flatMap((u) => {
      const own = new Map(rows.filter((r) => r.unitCode === u.code).map((r) => [r.period, r]));
      const values = periods.map((p) => {
        const row = own.get(p.code);
        const value = row ? fieldValue(row, def.fields.value) : null;
        return typeof value === 'number' ? value : null;
      });
      return values.some((x) => x !== null) ? [{ code: u.code, name: shortName(u, lang), values }] : [];
    });
    if (series.length === 0) throw new JeecgError('所选区域在该时期没有数据');
    const name = lang === 'zh' ? def.nameZh : def.nameEn;
    const title = v.title || (lang === 'zh' ? `${name}时间序列` : `${name} time profile`);
    const first = periods[0];
    const last = periods[periods.length - 1];
    const span = lang === 'zh' ? `${first.labelZh} 至 ${last.labelZh}` : `${first.labelEn} to ${last.labelEn}`;
    const measure = this.measure(def, lang, false);
    const size = IMAGE_SIZE.time_profile;
    const option = timeProfileOption({
      title,
      subtitle: `${span} · ${measure}`,
      lang,
      axisName: measure,
      decimals: def.decimals,
      periods: periods.map((p) => (lang === 'zh' ? p.labelZh : p.labelEn)),
      series,
    });
    return { svg: renderSvg(option, size), units: series.map((s) => s.code), title, size };
  }

  /** What the numbers are: `距平（%，相对15年平均）` / `Departure (% vs 15YA)` / `Rainfall (mm)`. */
  private measure(def: CropIndicatorDefEntity, lang: Lang, departure: boolean): string {
    if (departure) {
      const unit = def.departure === 'absolute_c' ? '°C' : '%';
      const ref = def.reference ?? '';
      if (lang === 'zh') return `距平（${unit}，相对${ref === '15YA' ? '15年平均' : ref === '5YA' ? '5年平均' : ref}）`;
      return `Departure (${unit} vs ${ref})`;
    }
    const unit = unitOf(def, lang);
    const name = lang === 'zh' ? def.nameZh : def.nameEn;
    return unit ? (lang === 'zh' ? `${name}（${unit}）` : `${name} (${unit})`) : name;
  }
}
