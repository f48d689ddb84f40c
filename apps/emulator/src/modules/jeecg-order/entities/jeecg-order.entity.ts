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

/** `demo_product`: the products an order line is picked from (through the `rp_order_product` report popup). */
@Entity('demo_product')
@Index('uq_demo_product_code', ['productCode'], { unique: true })
export class DemoProductEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'product_code' })
  productCode: string;

  @Column({ type: 'varchar', length: 100, name: 'product_name' })
  productName: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  spec: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  unit: string | null;

  @Column({ type: 'double precision', default: 0 })
  price: number;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;
}

/** `jeecg_order_line`: an order's product lines; price and amount are the server's (product price × qty). */
@Entity('jeecg_order_line')
@Index('idx_jeecg_order_line_order', ['orderId'])
export class JeecgOrderLineEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'order_id' })
  orderId: string;

  @Column({ type: 'varchar', length: 32, name: 'product_id' })
  productId: string;

  @Column({ type: 'varchar', length: 100, name: 'product_name' })
  productName: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  unit: string | null;

  @Column({ type: 'double precision', default: 0 })
  price: number;

  @Column({ type: 'integer', default: 0 })
  qty: number;

  @Column({ type: 'double precision', default: 0 })
  amount: number;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;
}

/** `jeecg_order_payment`: an order's payments; `attachment` holds the uploaded files' paths, comma separated. */
@Entity('jeecg_order_payment')
@Index('idx_jeecg_order_payment_order', ['orderId'])
export class JeecgOrderPaymentEntity extends AuditedEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  id: string;

  @Column({ type: 'varchar', length: 32, name: 'order_id' })
  orderId: string;

  @DateTimeColumn({ name: 'pay_date' })
  payDate: Date | null;

  @Column({ type: 'double precision', name: 'pay_amount', default: 0 })
  payAmount: number;

  @Column({ type: 'varchar', length: 20, name: 'pay_method', nullable: true })
  payMethod: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  attachment: string | null;

  @Column({ type: 'integer', name: 'sort_no', default: 0 })
  sortNo: number;
}
