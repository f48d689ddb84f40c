import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import type { DataLogTable, SysDataLog } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { DataLogEntity } from './entities/data-log.entity';

const LIST_FIELDS: ListFields = {
  dataTable: 'string',
  dataId: 'string',
  dataVersion: 'number',
  createBy: 'string',
  createTime: 'datetime',
};

/** Properties never written into a snapshot (credentials of users). */
const HIDDEN = new Set(['password', 'salt']);

const toJson = (r: DataLogEntity): SysDataLog => ({
  id: r.id,
  dataTable: r.dataTable,
  dataId: r.dataId,
  dataContent: r.dataContent,
  dataVersion: r.dataVersion,
  createBy: r.createBy,
  createName: r.createName,
  createTime: formatDateTime(r.createTime),
});

/** What a snapshot records: plain values, dates as `yyyy-MM-dd HH:mm:ss`, credentials left out. */
export function snapshotContent(record: object): string {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (HIDDEN.has(k) || typeof v === 'function') continue;
    out[k] = v instanceof Date ? formatDateTime(v) : v;
  }
  return JSON.stringify(out);
}

/**
 * The data log (issue #12): services of the logged tables call `record` with their transaction's manager after
 * an add or update, so the snapshot commits or rolls back with the change. Versions count from 1 per record.
 */
@Injectable()
export class DataLogService {
  constructor(
    @InjectRepository(DataLogEntity) private readonly logs: Repository<DataLogEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(
    em: EntityManager,
    table: DataLogTable,
    record: { id: string } & object,
    user: { username: string; realname?: string | null } | null,
  ): Promise<void> {
    const last = await em
      .createQueryBuilder(DataLogEntity, 'd')
      .select('MAX(d.dataVersion)', 'v')
      .where('d.dataTable = :table AND d.dataId = :id', { table, id: record.id })
      .getRawOne<{ v: number | null }>();
    const now = this.clock.now();
    await em.insert(DataLogEntity, {
      id: newId(now),
      dataTable: table,
      dataId: record.id,
      dataContent: snapshotContent(record),
      dataVersion: Number(last?.v ?? 0) + 1,
      createBy: user?.username ?? null,
      createName: user?.realname ?? null,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
  }

  /** `GET /sys/dataLog/list`: newest first by default. */
  list(query: ListQuery): Promise<IPage<SysDataLog>> {
    const plan = planListQuery(LIST_FIELDS, query, 'd');
    return fetchPage(this.logs.createQueryBuilder('d'), plan, (rows) => rows.map(toJson), 'id');
  }

  /** `queryCompareList`: the two rows by their ids, in the order asked. */
  async compare(id1: string, id2: string): Promise<SysDataLog[]> {
    const rows = await this.logs.findBy({ id: In([id1, id2]) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return [id1, id2].flatMap((id) => (byId.has(id) ? [toJson(byId.get(id)!)] : []));
  }

  /** `queryDataVerList`: every version of one record, oldest first; none -> `未找到版本信息`. */
  async versions(dataTable: string, dataId: string): Promise<SysDataLog[]> {
    const rows = await this.logs.find({ where: { dataTable, dataId }, order: { dataVersion: 'ASC' } });
    if (!rows.length) throw new JeecgError('未找到版本信息');
    return rows.map(toJson);
  }
}
