import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { AuditedEntity, DateTimeColumn } from '../../../core/database/columns';

/** `jeecg_order_main`: JeecgBoot's one-to-many demo order. */
@Entity('jeecg_order_main')
export class JeecgOrderMainEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 50, name: 'order_code' })
  orderCode: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  ctype: string | null;

  @DateTimeColumn({ name: 'order_date' })
  orderDate: Date | null;

  @Column({ type: 'double precision', name: 'order_money', nullable: true })
  orderMoney: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  content: string | null;
}

/** `jeecg_order_customer`: an order's customers. */
@Entity('jeecg_order_customer')
@Index('idx_jeecg_order_customer_order', ['orderId'])
export class JeecgOrderCustomerEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'order_id' })
  orderId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 4, nullable: true })
  sex: string | null;

  @Column({ type: 'varchar', length: 18, nullable: true })
  idcard: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  telphone: string | null;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;
}

/** `jeecg_order_ticket`: an order's flight tickets; a ticket code belongs to one order. */
@Entity('jeecg_order_ticket')
@Index('idx_jeecg_order_ticket_order', ['orderId'])
@Index('uq_jeecg_order_ticket_code', ['ticketCode'], { unique: true })
export class JeecgOrderTicketEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'order_id' })
  orderId: string;

  @Column({ type: 'varchar', length: 100, name: 'ticket_code' })
  ticketCode: string;

  // JeecgBoot's column name keeps its spelling (tickect_date), and so does the wire.
  @DateTimeColumn({ name: 'tickect_date' })
  tickectDate: Date | null;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;
}
