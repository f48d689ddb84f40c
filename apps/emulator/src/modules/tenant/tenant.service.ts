import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { SysTenant } from '@cropwatch/contract';
import { formatDateTime } from '../../core/result/date-format';
import { TenantEntity } from './entities/tenant.entity';

export const toTenantJson = (t: TenantEntity): SysTenant => ({
  id: t.id,
  name: t.name,
  createTime: formatDateTime(t.createTime),
  createBy: t.createBy,
  beginDate: formatDateTime(t.beginDate),
  endDate: formatDateTime(t.endDate),
  status: t.status,
});

/** Parses `rel_tenant_ids` ("1,2") into tenant ids. */
export const tenantIdsOf = (relTenantIds: string | null): number[] =>
  (relTenantIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);

@Injectable()
export class TenantService {
  constructor(@InjectRepository(TenantEntity) private readonly tenants: Repository<TenantEntity>) {}

  /** The user's tenants with status 1 (begin/end dates are ignored, as in JeecgBoot 3.4). */
  async activeTenants(relTenantIds: string | null): Promise<TenantEntity[]> {
    const ids = tenantIdsOf(relTenantIds);
    if (ids.length === 0) return [];
    return this.tenants.find({ where: { id: In(ids), status: 1 }, order: { id: 'ASC' } });
  }
}
