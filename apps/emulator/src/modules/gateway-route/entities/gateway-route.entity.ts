import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AuditedEntity } from '../../../core/database/columns';

/** `sys_gateway_route` (contract §6.6): `predicates` and `filters` are JSON text of definition lists. */
@Entity('sys_gateway_route')
export class GatewayRouteEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 100, name: 'router_id', unique: true })
  routerId: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 300 })
  uri: string;

  @Column({ type: 'text', nullable: true })
  predicates: string | null;

  @Column({ type: 'text', nullable: true })
  filters: string | null;

  @Column({ type: 'integer', nullable: true })
  retryable: number | null;

  @Column({ type: 'integer', name: 'strip_prefix', nullable: true })
  stripPrefix: number | null;

  @Column({ type: 'integer', nullable: true })
  persistable: number | null;

  @Column({ type: 'integer', name: 'show_api', nullable: true })
  showApi: number | null;

  @Column({ type: 'integer' })
  status: number;

  @Column({ type: 'varchar', length: 64, name: 'sys_org_code', nullable: true })
  sysOrgCode: string | null;
}
