import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CgreportHeadEntity, CgreportItemEntity, CgreportParamEntity } from './entities/cgreport.entities';

/** `[field, text, type, search ('' | 'single' | 'group'), dict]`: one report column. */
type ItemSeed = [string, string, string, '' | 'single' | 'group', string?];

interface ReportSeed {
  code: string;
  name: string;
  sql: string;
  items: ItemSeed[];
  params?: { name: string; text: string; value: string }[];
}

/** Stable ids: the menu rows and the journeys name reports by code, the API by id. */
export const reportId = (code: string) => createHash('md5').update(`cgreport:${code}`).digest('hex');

/** The demo reports (issue #15): each selects from real tables of the emulator. */
export const DEMO_REPORTS: ReportSeed[] = [
  {
    code: 'rp_user_depart',
    name: '用户部门报表',
    sql: `SELECT u.id AS id, u.username AS username, u.realname AS realname, u.sex AS sex, u.status AS status,
  d.depart_name AS depart_name, u.org_code AS org_code, u.phone AS phone, u.create_time AS create_time
FROM sys_user u LEFT JOIN sys_depart d ON d.org_code = u.org_code
WHERE u.del_flag = 0 AND u.realname LIKE '%' || \${name} || '%'`,
    items: [
      ['username', '账号', 'String', 'single'],
      ['realname', '姓名', 'String', 'single'],
      ['sex', '性别', 'Integer', 'single', 'sex'],
      ['status', '状态', 'Integer', 'single', 'user_status'],
      ['depart_name', '部门', 'String', 'single'],
      ['org_code', '部门编码', 'String', ''],
      ['phone', '手机号', 'String', ''],
      ['create_time', '创建时间', 'Datetime', 'group'],
    ],
    params: [{ name: 'name', text: '姓名包含', value: '' }],
  },
  {
    code: 'rp_dict_items',
    name: '字典项报表',
    sql: `SELECT i.id AS id, d.dict_code AS dict_code, d.dict_name AS dict_name, i.item_text AS item_text,
  i.item_value AS item_value, i.sort_order AS sort_order, i.status AS status
FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
WHERE d.del_flag = 0`,
    items: [
      ['dict_code', '字典编码', 'String', 'single'],
      ['dict_name', '字典名称', 'String', 'single'],
      ['item_text', '字典项文本', 'String', 'single'],
      ['item_value', '字典项值', 'String', ''],
      ['sort_order', '排序', 'Integer', ''],
      ['status', '状态', 'Integer', 'single', 'dict_item_status'],
    ],
  },
  {
    code: 'rp_crop_indicator',
    name: '国家作物指标报表',
    sql: `SELECT ci.country_iso3 || '-' || ci.period AS id, ci.country_iso3 AS country_iso3, c.name_zh AS country_name,
  c.name_en AS country_name_en, ci.period AS period, ci.year AS year, ci.season AS season,
  ci.rain_dep_pct AS rain_dep_pct, ci.temp_dep_c AS temp_dep_c, ci.biomss_dep_pct AS biomss_dep_pct,
  ci.calf_pct AS calf_pct, ci.vcix AS vcix, ci.cpi AS cpi
FROM crop_indicator ci JOIN crop_country c ON c.iso3 = ci.country_iso3
WHERE ci.unit_level = 'country'`,
    items: [
      ['country_iso3', '国家代码', 'String', 'single'],
      ['country_name', '国家', 'String', 'single'],
      ['country_name_en', '国家（英文）', 'String', ''],
      ['period', '监测期', 'String', 'single'],
      ['year', '年份', 'Integer', 'group'],
      ['season', '季节', 'String', ''],
      ['rain_dep_pct', '降水距平(%)', 'Double', ''],
      ['temp_dep_c', '温度距平(°C)', 'Double', ''],
      ['biomss_dep_pct', '生物量距平(%)', 'Double', ''],
      ['calf_pct', '耕地种植比例(%)', 'Double', ''],
      ['vcix', '最佳植被状况指数', 'Double', ''],
      ['cpi', '作物生产指数', 'Double', ''],
    ],
  },
  // The order demo's product popup: `demo_product`, picked into an order line.
  {
    code: 'rp_order_product',
    name: '商品选择',
    sql: `SELECT p.id AS id, p.product_code AS product_code, p.product_name AS product_name, p.spec AS spec,
    p.unit AS unit, p.price AS price
  FROM demo_product p`,
    items: [
      ['product_code', '商品编码', 'String', 'single'],
      ['product_name', '商品名称', 'String', 'single'],
      ['spec', '规格', 'String', ''],
      ['unit', '单位', 'String', ''],
      ['price', '单价', 'Double', ''],
    ],
  },
];

/** Loads the demo reports once, when `onl_cgreport_head` is empty; admins' later edits are never overwritten. */
@Injectable()
export class CgreportSeeder implements OnModuleInit {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.db.transaction(async (em) => {
      if ((await em.count(CgreportHeadEntity)) > 0) return;
      for (const r of DEMO_REPORTS) {
        const id = reportId(r.code);
        await em.insert(CgreportHeadEntity, {
          id,
          code: r.code,
          name: r.name,
          cgrSql: r.sql,
          returnValField: 'id',
          returnTxtField: r.items[0][0],
          returnType: '1',
          dbSource: null,
          content: null,
          lowAppId: null,
          createBy: 'admin',
        });
        await em.insert(
          CgreportItemEntity,
          r.items.map(([field, text, type, search, dict], n) => ({
            id: createHash('md5').update(`${id}:${field}`).digest('hex'),
            cgrheadId: id,
            fieldName: field,
            fieldTxt: text,
            fieldType: type,
            searchMode: search || null,
            isSearch: search ? 1 : 0,
            isOrder: 0,
            isShow: 1,
            orderNum: n + 1,
            dictCode: dict ?? null,
          })),
        );
        for (const [n, p] of (r.params ?? []).entries())
          await em.insert(CgreportParamEntity, {
            id: createHash('md5').update(`${id}:param:${p.name}`).digest('hex'),
            cgrheadId: id,
            paramName: p.name,
            paramTxt: p.text,
            paramValue: p.value,
            orderNum: n + 1,
          });
      }
    });
  }
}
