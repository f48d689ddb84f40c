import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, Not, type Repository } from 'typeorm';
import type {
  JeecgOrderCustomer,
  JeecgOrderMain,
  JeecgOrderTicket,
  OrderAddValues,
  OrderEditValues,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime, parseDateTime } from '../../core/result/date-format';
import { JeecgOrderCustomerEntity, JeecgOrderMainEntity, JeecgOrderTicketEntity } from './entities/jeecg-order.entity';

const ORDER_LIST_FIELDS: ListFields = {
  id: 'string',
  orderCode: 'string',
  ctype: 'string',
  orderDate: 'datetime',
  orderMoney: 'number',
  content: 'string',
  createBy: 'string',
  createTime: 'datetime',
};

const toDate = (text: string | null | undefined): Date | null => {
  if (!text) return null;
  const date = parseDateTime(text);
  if (!date) throw new JeecgError(`日期不存在：${text}`);
  return date;
};

export const toOrderJson = (o: JeecgOrderMainEntity): JeecgOrderMain => ({
  id: o.id,
  orderCode: o.orderCode,
  ctype: o.ctype,
  orderDate: formatDateTime(o.orderDate),
  orderMoney: o.orderMoney,
  content: o.content,
  createBy: o.createBy,
  createTime: formatDateTime(o.createTime),
  updateBy: o.updateBy,
  updateTime: formatDateTime(o.updateTime),
});

const toCustomerJson = (c: JeecgOrderCustomerEntity): JeecgOrderCustomer => ({
  id: c.id,
  orderId: c.orderId,
  name: c.name,
  sex: c.sex,
  idcard: c.idcard,
  telphone: c.telphone,
});

const toTicketJson = (t: JeecgOrderTicketEntity): JeecgOrderTicket => ({
  id: t.id,
  orderId: t.orderId,
  ticketCode: t.ticketCode,
  tickectDate: formatDateTime(t.tickectDate),
});

/**
 * JeecgOrderMainServiceImpl: an order and its two sub-tables are written in one transaction; on edit the
 * stored lines are replaced by the body's (JeecgBoot's `updateMain` deletes and re-inserts them).
 */
@Injectable()
export class JeecgOrderService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(JeecgOrderMainEntity) private readonly orders: Repository<JeecgOrderMainEntity>,
    @InjectRepository(JeecgOrderCustomerEntity) private readonly customers: Repository<JeecgOrderCustomerEntity>,
    @InjectRepository(JeecgOrderTicketEntity) private readonly tickets: Repository<JeecgOrderTicketEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: Record<string, unknown>): Promise<IPage<JeecgOrderMain>> {
    const plan = planListQuery(ORDER_LIST_FIELDS, query, 'o');
    if (!plan.orderBy.length) plan.orderBy.push({ property: 'createTime', direction: 'DESC' });
    return fetchPage(this.orders.createQueryBuilder('o'), plan, (rows) => rows.map(toOrderJson), 'id');
  }

  findById(id: string) {
    return this.orders.findOne({ where: { id } });
  }

  async customersOf(orderId: string): Promise<JeecgOrderCustomer[]> {
    return (await this.customers.find({ where: { orderId }, order: { sortNo: 'ASC' } })).map(toCustomerJson);
  }

  async ticketsOf(orderId: string): Promise<JeecgOrderTicket[]> {
    return (await this.tickets.find({ where: { orderId }, order: { sortNo: 'ASC' } })).map(toTicketJson);
  }

  async add(v: OrderAddValues, user: Principal): Promise<void> {
    await this.db.transaction(async (em) => {
      const id = newId(this.clock.now());
      await em.insert(JeecgOrderMainEntity, {
        id,
        ...this.mainFields(v),
        createBy: user.username,
        createTime: new Date(this.clock.now()),
        updateBy: null,
        updateTime: null,
      });
      await this.insertLines(em, id, v, user);
    });
  }

  async edit(v: OrderEditValues, user: Principal): Promise<void> {
    await this.db.transaction(async (em) => {
      const found = await em.findOne(JeecgOrderMainEntity, { where: { id: v.id } });
      if (!found) throw new JeecgError('未找到对应数据');
      await em.update(
        JeecgOrderMainEntity,
        { id: v.id },
        {
          ...this.mainFields(v),
          updateBy: user.username,
          updateTime: new Date(this.clock.now()),
        },
      );
      await em.delete(JeecgOrderCustomerEntity, { orderId: v.id });
      await em.delete(JeecgOrderTicketEntity, { orderId: v.id });
      await this.insertLines(em, v.id, v, user);
    });
  }

  /** Deletes orders with their lines; answers how many orders existed. */
  async delete(ids: string[]): Promise<number> {
    return this.db.transaction(async (em) => {
      const found = (await em.find(JeecgOrderMainEntity, { select: { id: true }, where: { id: In(ids) } })).map(
        (o) => o.id,
      );
      if (!found.length) return 0;
      await em.delete(JeecgOrderCustomerEntity, { orderId: In(found) });
      await em.delete(JeecgOrderTicketEntity, { orderId: In(found) });
      await em.delete(JeecgOrderMainEntity, { id: In(found) });
      return found.length;
    });
  }

  private mainFields(v: OrderAddValues) {
    return {
      orderCode: v.orderCode,
      ctype: v.ctype,
      orderDate: toDate(v.orderDate),
      orderMoney: v.orderMoney ?? null,
      content: v.content ?? null,
    };
  }

  /** Inserts both lists; a ticket code held by another order (or twice in this one) fails the whole order. */
  private async insertLines(em: EntityManager, orderId: string, v: OrderAddValues, user: Principal): Promise<void> {
    const audit = { createBy: user.username, createTime: new Date(this.clock.now()), updateBy: null, updateTime: null };
    for (const [n, c] of v.jeecgOrderCustomerList.entries()) {
      await em.insert(JeecgOrderCustomerEntity, {
        id: newId(this.clock.now()),
        orderId,
        name: c.name,
        sex: c.sex,
        idcard: c.idcard ?? null,
        telphone: c.telphone ?? null,
        sortNo: n + 1,
        ...audit,
      });
    }
    const seen = new Set<string>();
    for (const [n, t] of v.jeecgOrderTicketList.entries()) {
      const taken =
        seen.has(t.ticketCode) ||
        (await em.exists(JeecgOrderTicketEntity, { where: { ticketCode: t.ticketCode, orderId: Not(orderId) } }));
      if (taken) throw new JeecgError(`航班号已被使用：${t.ticketCode}`);
      seen.add(t.ticketCode);
      await em.insert(JeecgOrderTicketEntity, {
        id: newId(this.clock.now()),
        orderId,
        ticketCode: t.ticketCode,
        tickectDate: toDate(t.tickectDate),
        sortNo: n + 1,
        ...audit,
      });
    }
  }
}
