import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Like, Not, type Repository } from 'typeorm';
import { checkRouteJson, type GatewayRouteValues, type SysGatewayRoute } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { formatDateTime } from '../../core/result/date-format';
import { GatewayRouteEntity } from './entities/gateway-route.entity';

/** A stored list that no longer parses is answered as empty (the refresh button names the bad row). */
const parsedList = (kind: 'predicates' | 'filters', text: string | null) => {
  const checked = checkRouteJson(kind, text ?? '');
  return checked.ok ? checked.value : [];
};

export const toGatewayRouteJson = (r: GatewayRouteEntity): SysGatewayRoute => ({
  id: r.id,
  routerId: r.routerId,
  name: r.name,
  uri: r.uri,
  predicates: parsedList('predicates', r.predicates),
  filters: parsedList('filters', r.filters),
  retryable: r.retryable,
  stripPrefix: r.stripPrefix,
  persistable: r.persistable,
  showApi: r.showApi,
  status: r.status,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: formatDateTime(r.updateTime),
});

/** `/sys/gatewayRoute/*` after SysGatewayRouteController; the emulator stores routes for a gateway it does not run. */
@Injectable()
export class GatewayRouteService {
  constructor(
    @InjectRepository(GatewayRouteEntity) private readonly routes: Repository<GatewayRouteEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(filter: { name?: string; routerId?: string }): Promise<SysGatewayRoute[]> {
    const where = {
      ...(filter.name?.trim() ? { name: Like(`%${filter.name.trim()}%`) } : {}),
      ...(filter.routerId?.trim() ? { routerId: Like(`%${filter.routerId.trim()}%`) } : {}),
    };
    const rows = await this.routes.find({ where, order: { createTime: 'ASC' } });
    return rows.map(toGatewayRouteJson);
  }

  /** `updateAll`'s `router`: adds a route, or edits the one named by `id`; `routerId` is unique. */
  async save(body: GatewayRouteValues, user: Principal): Promise<void> {
    const existing = body.id ? await this.routes.findOne({ where: { id: body.id } }) : null;
    if (body.id && !existing) throw new JeecgError('未找到对应实体');
    if (
      await this.routes.exists({ where: { routerId: body.routerId, ...(existing ? { id: Not(existing.id) } : {}) } })
    ) {
      throw new JeecgError(`路由ID已存在：${body.routerId}`);
    }
    const now = new Date(this.clock.now());
    const values = {
      routerId: body.routerId,
      name: body.name === undefined ? (existing?.name ?? null) : body.name,
      uri: body.uri,
      predicates: JSON.stringify(body.predicates),
      filters: JSON.stringify(body.filters),
      // Not read by the real updateAll (they come along from the list row): kept as stored.
      retryable: existing?.retryable ?? 0,
      stripPrefix: existing?.stripPrefix ?? 0,
      persistable: existing?.persistable ?? 1,
      showApi: existing?.showApi ?? 1,
      // The real server: `status` absent → 1, else `json.getInteger("status")`.
      status: body.status ?? 1,
    };
    if (existing) {
      await this.routes.update({ id: existing.id }, { ...values, updateBy: user.username, updateTime: now });
    } else {
      await this.routes.insert({
        id: newId(now.getTime()),
        ...values,
        sysOrgCode: user.orgCode ?? null,
        createBy: user.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      });
    }
  }

  async delete(id: string): Promise<void> {
    if (!(await this.routes.delete({ id })).affected) throw new JeecgError('未找到对应实体');
  }

  /** "Refresh routes": validates every stored row again; the first bad one is named. Returns the count. */
  async refresh(): Promise<number> {
    const rows = await this.routes.find({ order: { createTime: 'ASC' } });
    for (const row of rows) {
      for (const kind of ['predicates', 'filters'] as const) {
        const checked = checkRouteJson(kind, row[kind] ?? '');
        if (!checked.ok) throw new JeecgError(`路由 ${row.routerId} 无效：${checked.message}`);
      }
    }
    return rows.length;
  }
}
