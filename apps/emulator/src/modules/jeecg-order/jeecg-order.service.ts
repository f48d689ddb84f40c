import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, Not, type Repository } from 'typeorm';
import {
  type JeecgOrderCustomer,
  type JeecgOrderLine,
  type JeecgOrderPayment,
  type JeecgOrderMain,
  type JeecgOrderTicket,
  type OrderAddValues,
  type OrderEditValues,
  type OrderImportRow,
  orderImportRowSchema,
  type OrderLineInput,
  type OrderPaymentInput,
  ORDER_TYPE_TEXTS,
  PAY_METHOD_TEXTS,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import type { DictTexts } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import type { ListQuery } from '../../core/paging/data-rules';
import { applyListPlan, fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime, parseDateTime } from '../../core/result/date-format';
import { DictService } from '../dict';
import {
  DemoProductEntity,
  JeecgOrderCustomerEntity,
  JeecgOrderLineEntity,
  JeecgOrderMainEntity,
  JeecgOrderPaymentEntity,
  JeecgOrderTicketEntity,
} from './entities/jeecg-order.entity';

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

/** `ctype`'s texts in the sheet (JeecgBoot's demo dictionary `ordertype`; the emulator has no such dictionary row). */
const ORDER_TYPE_DICT = 'ordertype';
const ORDER_TYPE_SHEET = new Map(Object.entries(ORDER_TYPE_TEXTS));

/** `payMethod`'s texts in the sheet (the contract's, also the console's zh-CN words): a dictionary of the sheet only. */
const PAY_METHOD_DICT = 'order_pay_method';
const PAY_METHOD_SHEET = new Map(Object.entries(PAY_METHOD_TEXTS));

/**
 * The order sheet: the order's columns, then per row one customer, one ticket, one product line and one payment
 * (AutoPOI's @ExcelCollection). 单价 and 金额 are written for the reader and not read back (see the row schema).
 */
export const ORDER_COLUMNS: ExcelColumn[] = [
  { key: 'orderCode', header: '订单号', width: 15 },
  { key: 'ctype', header: '订单类型', dict: ORDER_TYPE_DICT },
  { key: 'orderDate', header: '下单时间', width: 20 },
  { key: 'orderMoney', header: '订单金额' },
  { key: 'content', header: '备注', width: 25 },
  { key: 'name', header: '客户名' },
  { key: 'sex', header: '性别', dict: 'sex', width: 8 },
  { key: 'idcard', header: '身份证号', width: 22 },
  { key: 'telphone', header: '电话', width: 15 },
  { key: 'ticketCode', header: '航班号' },
  { key: 'tickectDate', header: '航班时间', width: 20 },
  { key: 'productName', header: '商品', width: 18 },
  { key: 'qty', header: '数量', width: 8 },
  { key: 'price', header: '单价', width: 10 },
  { key: 'amount', header: '金额', width: 12 },
  { key: 'payDate', header: '付款时间', width: 20 },
  { key: 'payAmount', header: '付款金额', width: 12 },
  { key: 'payMethod', header: '付款方式', dict: PAY_METHOD_DICT, width: 12 },
  { key: 'attachment', header: '付款凭证', width: 30 },
];

const MAIN_KEYS = ['ctype', 'orderDate', 'orderMoney', 'content'] as const;

/**
 * Groups sheet rows into orders: a row with an order number different from the current order's starts a
 * new order; an empty number, or the same one, continues it (AutoPOI writes the order's cells once, merged).
 */
export class OrderRowGroups {
  private current: OrderImportRow | null = null;

  /** The order `row` belongs to and whether it starts it; null when a continuation row has no order. */
  next(row: OrderImportRow): { order: OrderImportRow; starts: boolean } | null {
    if (row.orderCode && row.orderCode !== this.current?.orderCode) {
      this.current = row;
      return { order: row, starts: true };
    }
    return this.current ? { order: this.current, starts: false } : null;
  }
}

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

const toLineJson = (l: JeecgOrderLineEntity): JeecgOrderLine => ({
  id: l.id,
  orderId: l.orderId,
  productId: l.productId,
  productName: l.productName,
  unit: l.unit,
  price: l.price,
  qty: l.qty,
  amount: l.amount,
});

const toPaymentJson = (p: JeecgOrderPaymentEntity): JeecgOrderPayment => ({
  id: p.id,
  orderId: p.orderId,
  payDate: formatDateTime(p.payDate),
  payAmount: p.payAmount,
  payMethod: p.payMethod,
  attachment: p.attachment,
});

/** Money to the cent, as the order total and line amounts are stored. */
export const cents = (n: number) => Math.round(n * 100) / 100;

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
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The sheet's dictionaries: `sex` from the database, order types and pay methods from the demo's fixed lists. */
  async sheetDicts(): Promise<DictTexts> {
    const texts = await this.dicts.texts(['sex']);
    texts.set(ORDER_TYPE_DICT, ORDER_TYPE_SHEET);
    texts.set(PAY_METHOD_DICT, PAY_METHOD_SHEET);
    return texts;
  }

  /**
   * `exportXls` records: per order (filtered like the list, or its `selections`), as many rows as its longest
   * sub-table (at least one); row i carries the i-th customer, ticket, product line and payment.
   */
  async *exportRows(query: ListQuery): AsyncGenerator<Record<string, unknown>> {
    const plan = planListQuery(ORDER_LIST_FIELDS, query, 'o');
    if (!plan.orderBy.length) plan.orderBy.push({ property: 'createTime', direction: 'DESC' });
    const qb = applyListPlan(this.orders.createQueryBuilder('o'), plan).addOrderBy('o.id', 'ASC');
    const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
    if (selections.length) qb.andWhere('o.id IN (:...selections)', { selections });
    for (const o of await qb.getMany()) {
      const main = toOrderJson(o);
      const [customers, tickets, lines, payments] = await Promise.all([
        this.customersOf(o.id),
        this.ticketsOf(o.id),
        this.linesOf(o.id),
        this.paymentsOf(o.id),
      ]);
      const rows = Math.max(customers.length, tickets.length, lines.length, payments.length, 1);
      for (let i = 0; i < rows; i++) {
        const c = customers[i];
        const k = tickets[i];
        const l = lines[i];
        const p = payments[i];
        yield {
          ...main,
          name: c?.name,
          sex: c?.sex,
          idcard: c?.idcard,
          telphone: c?.telphone,
          ticketCode: k?.ticketCode,
          tickectDate: k?.tickectDate,
          productName: l?.productName,
          qty: l?.qty,
          price: l?.price,
          amount: l?.amount,
          payDate: p?.payDate,
          payAmount: p?.payAmount,
          payMethod: p?.payMethod,
          attachment: p?.attachment,
        };
      }
    }
  }

  /**
   * `importExcel`: consecutive rows make one order (see `OrderRowGroups`); a continuation row may repeat the
   * order's cells but not contradict them; flight numbers stay unique; a product line names a product of
   * `demo_product` by its name. All or nothing (`atomic`). Lines and payments are written by the form's own
   * path (`writeProductsAndPayments`), so imported lines are priced from the catalogue and the order's money is
   * their total.
   */
  async importSpec(user: Principal): Promise<ImportSpec<OrderImportRow>> {
    const taken = new Set((await this.tickets.find({ select: { ticketCode: true } })).map((t) => t.ticketCode));
    const productIds = new Map<string, string[]>();
    for (const p of await this.db.getRepository(DemoProductEntity).find({ select: { id: true, productName: true } }))
      productIds.set(p.productName.trim(), [...(productIds.get(p.productName.trim()) ?? []), p.id]);
    const checking = new OrderRowGroups();
    return {
      entity: 'jeecgOrderMain',
      columns: ORDER_COLUMNS,
      schema: orderImportRowSchema,
      dicts: await this.sheetDicts(),
      atomic: true,
      check: (row) => {
        const group = checking.next(row);
        if (!group) return '订单号不能为空';
        if (!group.starts)
          for (const key of MAIN_KEYS)
            if (row[key] !== null && row[key] !== undefined && row[key] !== group.order[key])
              return `与订单${group.order.orderCode}的其他行不一致：${ORDER_COLUMNS.find((c) => c.key === key)!.header}`;
        for (const date of [row.orderDate, row.tickectDate, row.payDate])
          if (date && !parseDateTime(date)) return `日期不存在：${date}`;
        if (row.productName) {
          const ids = productIds.get(row.productName);
          if (!ids) return `商品不存在：${row.productName}`;
          if (ids.length > 1) return `商品名称不唯一：${row.productName}`;
        }
        if (row.ticketCode) {
          if (taken.has(row.ticketCode)) return `航班号已被使用：${row.ticketCode}`;
          taken.add(row.ticketCode);
        }
        return null;
      },
      insert: async (em, rows) => {
        const inserting = new OrderRowGroups();
        const audit = () => ({
          createBy: user.username,
          createTime: new Date(this.clock.now()),
          updateBy: null,
          updateTime: null,
        });
        let orderId = '';
        let customers = 0;
        let tickets = 0;
        let lines: OrderLineInput[] = [];
        let payments: OrderPaymentInput[] = [];
        /** The finished order's lines and payments, through the form's write path (none: nothing to do). */
        const flush = async () => {
          if (lines.length || payments.length)
            await this.writeProductsAndPayments(
              em,
              orderId,
              { jeecgOrderLineList: lines, jeecgOrderPaymentList: payments },
              user,
            );
          lines = [];
          payments = [];
        };
        for (const row of rows) {
          const group = inserting.next(row)!;
          if (group.starts) {
            await flush();
            orderId = newId(this.clock.now());
            customers = tickets = 0;
            await em.insert(JeecgOrderMainEntity, {
              id: orderId,
              ...this.mainFields({ ...row, orderCode: row.orderCode! }),
              ...audit(),
            });
          }
          if (row.name)
            await em.insert(JeecgOrderCustomerEntity, {
              id: newId(this.clock.now()),
              orderId,
              name: row.name,
              sex: row.sex,
              idcard: row.idcard ?? null,
              telphone: row.telphone ?? null,
              sortNo: ++customers,
              ...audit(),
            });
          if (row.ticketCode)
            await em.insert(JeecgOrderTicketEntity, {
              id: newId(this.clock.now()),
              orderId,
              ticketCode: row.ticketCode,
              tickectDate: toDate(row.tickectDate),
              sortNo: ++tickets,
              ...audit(),
            });
          if (row.productName) lines.push({ productId: productIds.get(row.productName)![0], qty: row.qty! });
          if (row.payDate)
            payments.push({
              payDate: row.payDate,
              payAmount: row.payAmount!,
              payMethod: row.payMethod ?? null,
              attachment: row.attachment,
            });
        }
        await flush();
      },
    };
  }

  list(query: ListQuery): Promise<IPage<JeecgOrderMain>> {
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

  async linesOf(orderId: string): Promise<JeecgOrderLine[]> {
    return (
      await this.db.getRepository(JeecgOrderLineEntity).find({ where: { orderId }, order: { sortNo: 'ASC' } })
    ).map(toLineJson);
  }

  async paymentsOf(orderId: string): Promise<JeecgOrderPayment[]> {
    return (
      await this.db.getRepository(JeecgOrderPaymentEntity).find({ where: { orderId }, order: { sortNo: 'ASC' } })
    ).map(toPaymentJson);
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
      await this.writeProductsAndPayments(em, id, v, user);
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
      await this.writeProductsAndPayments(em, v.id, v, user);
    });
  }

  /**
   * The variant's sub-tables: each list sent replaces the stored one (an absent list keeps it). Lines take name,
   * unit and price from `demo_product` and `amount = price × qty`; an order with lines has their total as its money.
   */
  private async writeProductsAndPayments(
    em: EntityManager,
    orderId: string,
    v: Pick<OrderAddValues, 'jeecgOrderLineList' | 'jeecgOrderPaymentList'>,
    user: Principal,
  ): Promise<void> {
    const audit = { createBy: user.username, createTime: new Date(this.clock.now()), updateBy: null, updateTime: null };
    if (v.jeecgOrderLineList) {
      await em.delete(JeecgOrderLineEntity, { orderId });
      const ids = [...new Set(v.jeecgOrderLineList.map((l) => l.productId))];
      const products = new Map(
        (ids.length ? await em.find(DemoProductEntity, { where: { id: In(ids) } }) : []).map((p) => [p.id, p]),
      );
      for (const [n, l] of v.jeecgOrderLineList.entries()) {
        const product = products.get(l.productId);
        if (!product) throw new JeecgError(`商品不存在：${l.productId}`);
        await em.insert(JeecgOrderLineEntity, {
          id: newId(this.clock.now()),
          orderId,
          productId: product.id,
          productName: product.productName,
          unit: product.unit,
          price: product.price,
          qty: l.qty,
          amount: cents(product.price * l.qty),
          sortNo: n + 1,
          ...audit,
        });
      }
    }
    if (v.jeecgOrderPaymentList) {
      await em.delete(JeecgOrderPaymentEntity, { orderId });
      for (const [n, p] of v.jeecgOrderPaymentList.entries())
        await em.insert(JeecgOrderPaymentEntity, {
          id: newId(this.clock.now()),
          orderId,
          payDate: toDate(p.payDate),
          payAmount: cents(p.payAmount),
          payMethod: p.payMethod,
          attachment: p.attachment ?? null,
          sortNo: n + 1,
          ...audit,
        });
    }
    const lines = await em.find(JeecgOrderLineEntity, { select: { amount: true }, where: { orderId } });
    if (lines.length)
      await em.update(
        JeecgOrderMainEntity,
        { id: orderId },
        { orderMoney: cents(lines.reduce((sum, l) => sum + l.amount, 0)) },
      );
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
      await em.delete(JeecgOrderLineEntity, { orderId: In(found) });
      await em.delete(JeecgOrderPaymentEntity, { orderId: In(found) });
      await em.delete(JeecgOrderMainEntity, { id: In(found) });
      return found.length;
    });
  }

  private mainFields(v: Pick<OrderAddValues, 'orderCode' | (typeof MAIN_KEYS)[number]>) {
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
