import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { parseDateTime } from '../../core/result/date-format';
import {
  DemoProductEntity,
  JeecgOrderCustomerEntity,
  JeecgOrderMainEntity,
  JeecgOrderTicketEntity,
} from './entities/jeecg-order.entity';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const at = (text: string) => parseDateTime(text) ?? null;

/** JeecgBoot's demo orders (its seed data's codes and customers), so the list has rows before anyone adds one. */
const DEMO_ORDERS = [
  {
    code: 'A001',
    ctype: '1',
    date: '2026-11-02 10:30:00',
    money: 3200,
    content: '国内订单示例',
    customers: [
      ['张三', '1', '110101199003077734', '13800138000'],
      ['李四', '2', '310101198811121228', '13912345678'],
    ],
    tickets: [
      ['CA1234', '2026-11-10 08:00:00'],
      ['MU5678', '2026-11-15 19:20:00'],
    ],
  },
  {
    code: 'B002',
    ctype: '2',
    date: '2026-11-12 14:00:00',
    money: 12800.5,
    content: '国际订单示例',
    customers: [['王五', '1', '440101199501011234', '13688889999']],
    tickets: [['CZ3101', '2026-12-01 09:45:00']],
  },
  { code: 'C003', ctype: '1', date: '2026-11-20 09:00:00', money: 560, content: null, customers: [], tickets: [] },
] as const;

/** `[code, name, spec, unit, price]`: the products order lines are picked from (farm inputs, CropWatch's field). */
const DEMO_PRODUCTS = [
  ['P001', '小麦种子', '济麦22 · 25kg/袋', '袋', 180],
  ['P002', '玉米种子', '郑单958 · 5kg/袋', '袋', 95.5],
  ['P003', '复合肥', 'N-P-K 15-15-15 · 50kg', '袋', 160],
  ['P004', '尿素', '含氮46% · 40kg', '袋', 110],
  ['P005', '滴灌带', '16mm · 500m/卷', '卷', 230],
  ['P006', '土壤湿度传感器', 'LoRa · 0-100%', '个', 420],
] as const;

/** Loads the demo orders once, when `jeecg_order_main` is empty; later edits are never overwritten. */
@Injectable()
export class JeecgOrderSeeder implements OnModuleInit {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.db.transaction(async (em) => {
      if ((await em.count(DemoProductEntity)) > 0) return;
      for (const [n, [code, name, spec, unit, price]] of DEMO_PRODUCTS.entries())
        await em.insert(DemoProductEntity, {
          id: md5(`demo-product:${code}`),
          productCode: code,
          productName: name,
          spec,
          unit,
          price,
          sortNo: n + 1,
          createBy: 'admin',
          createTime: at('2026-11-01 09:00:00'),
          updateBy: null,
          updateTime: null,
        });
    });
    await this.db.transaction(async (em) => {
      if ((await em.count(JeecgOrderMainEntity)) > 0) return;
      for (const o of DEMO_ORDERS) {
        const id = md5(`jeecg-order:${o.code}`);
        const audit = { createBy: 'admin', createTime: at(o.date), updateBy: null, updateTime: null };
        await em.insert(JeecgOrderMainEntity, {
          id,
          orderCode: o.code,
          ctype: o.ctype,
          orderDate: at(o.date),
          orderMoney: o.money,
          content: o.content,
          ...audit,
        });
        for (const [n, [name, sex, idcard, telphone]] of o.customers.entries())
          await em.insert(JeecgOrderCustomerEntity, {
            id: md5(`${id}:customer:${n}`),
            orderId: id,
            name,
            sex,
            idcard,
            telphone,
            sortNo: n + 1,
            ...audit,
          });
        for (const [n, [ticketCode, date]] of o.tickets.entries())
          await em.insert(JeecgOrderTicketEntity, {
            id: md5(`${id}:ticket:${n}`),
            orderId: id,
            ticketCode,
            tickectDate: at(date),
            sortNo: n + 1,
            ...audit,
          });
      }
    });
  }
}
