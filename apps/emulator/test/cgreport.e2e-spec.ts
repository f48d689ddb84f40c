import { DataSource } from 'typeorm';
import {
  REPORT_MESSAGES,
  reportGetColumnsAndData,
  reportGetData,
  reportGetParamsInfo,
  reportGetQueryInfo,
  reportGetRpColumns,
} from '@cropwatch/contract';
import { seedId } from '../src/core/seed/seed-file';
import { reportId } from '../src/modules/cgreport/cgreport.seed';
import { CgreportHeadEntity, CgreportItemEntity } from '../src/modules/cgreport/entities/cgreport.entities';
import { ReportRunner } from '../src/modules/cgreport/report-runner';
import { PermissionDataRuleEntity } from '../src/modules/identity/entities/permission-data-rule.entity';
import { PermissionEntity } from '../src/modules/identity/entities/permission.entity';
import { RolePermissionEntity } from '../src/modules/identity/entities/role-permission.entity';
import { binaryParser, getAs, readRows, SQL_PROBES } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { postgresTestMode } from './support/postgres-test-db';
import { createTestApp, type TestApp } from './support/test-app';

const USERS = reportId('rp_user_depart');
const CROP = reportId('rp_crop_indicator');
const ADMIN_ROLE = 'f6817f48af4fb3af11b9e8bf182f618b';
const ANALYST_ROLE = 'ee8626f80f7c2619917b6236f3a7f02b';

describe('online reports (/online/cgreport/api)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const data = async (id: string, query: Record<string, string> = {}) =>
    expectContract(reportGetData, (await getAs(t, admin, `/online/cgreport/api/getData/${id}`, query)).body);

  /** Grants `role` the report's own menu `/online/cgreport/<code>` (made when missing), with data rule ids. */
  async function grantReport(code: string, roleId: string, dataRuleIds: string | null = null) {
    const db = t.app.get(DataSource);
    const menuId = reportId(`menu:${code}`).slice(0, 32);
    const url = `/online/cgreport/${code}`;
    const existing = await db.getRepository(PermissionEntity).findOneBy({ url });
    if (!existing)
      await db.getRepository(PermissionEntity).insert({
        id: menuId,
        parentId: seedId('menu', 'online-reports'),
        name: code,
        url,
        component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
        menuType: 1,
      });
    const permissionId = existing?.id ?? menuId;
    await db.getRepository(RolePermissionEntity).delete({ roleId, permissionId });
    await db.getRepository(RolePermissionEntity).insert({
      id: reportId(`${roleId}:${permissionId}`).slice(0, 32),
      roleId,
      permissionId,
      dataRuleIds,
      operateDate: null,
      operateIp: null,
    });
    return permissionId;
  }

  /** A report added straight into the tables, as an admin would configure it, with its menu granted to admin. */
  async function addReport(code: string, sql: string, fields: string[] = ['x']) {
    const db = t.app.get(DataSource);
    const id = reportId(code);
    await grantReport(code, ADMIN_ROLE);
    await db.getRepository(CgreportHeadEntity).insert({ id, code, name: code, cgrSql: sql });
    await db
      .getRepository(CgreportItemEntity)
      .insert(
        fields.map((f, n) => ({ id: `${id.slice(0, 20)}${n}`, cgrheadId: id, fieldName: f, isShow: 1, orderNum: n })),
      );
    return id;
  }

  it('getRpColumns: shown columns, sorters, dictionaries and the head id; unknown code 实体不存在', async () => {
    const body = expectContract(
      reportGetRpColumns,
      (await getAs(t, admin, '/online/cgreport/api/getRpColumns/rp_user_depart')).body,
    );
    const r = body.result!;
    expect(r.cgRpConfigId).toBe(USERS);
    expect(r.cgRpConfigName).toBe('用户部门报表');
    expect(r.columns.map((c) => c.dataIndex)).toEqual([
      'username',
      'realname',
      'sex',
      'status',
      'depart_name',
      'org_code',
      'phone',
      'create_time',
    ]);
    expect(r.columns.find((c) => c.dataIndex === 'sex')).toMatchObject({ sorter: 'true', customRender: 'sex' });
    expect(r.columns.find((c) => c.dataIndex === 'username')!.sorter).toBeUndefined();
    expect(r.dictOptions.sex.map((d) => [d.value, d.text])).toEqual(
      expect.arrayContaining([
        ['1', '男'],
        ['2', '女'],
      ]),
    );
    const missing = await getAs(t, admin, '/online/cgreport/api/getRpColumns/nope');
    expect(envelope(missing)).toMatchObject({ success: false, message: '实体不存在' });
  });

  it('getQueryInfo and getParamsInfo describe the search form and the SQL parameters', async () => {
    const info = expectContract(
      reportGetQueryInfo,
      (await getAs(t, admin, `/online/cgreport/api/getQueryInfo/${USERS}`)).body,
    ).result!;
    expect(info.map((i) => [i.field, i.view, i.mode, i.hidden ?? null])).toEqual([
      ['username', 'string', 'single', null],
      ['realname', 'string', 'single', null],
      ['sex', 'list', 'single', '1'],
      ['status', 'list', 'single', '1'],
      ['depart_name', 'string', 'single', '1'],
      ['create_time', 'datetime', 'group', '1'],
    ]);
    const params = expectContract(
      reportGetParamsInfo,
      (await getAs(t, admin, `/online/cgreport/api/getParamsInfo/${USERS}`)).body,
    ).result!;
    expect(params.map((p) => p.paramName)).toEqual(['name']);
  });

  it('getData pages, sorts and searches on real rows', async () => {
    const all = await data(USERS, { pageSize: '100' });
    expect(all.result!.total).toBeGreaterThanOrEqual(7);
    expect(all.result!.records.map((r) => r.username)).toContain('admin');
    const page2 = await data(USERS, { pageNo: '2', pageSize: '3', column: 'username', order: 'asc' });
    const sorted = all.result!.records.map((r) => String(r.username)).sort();
    expect(page2.result!.records.map((r) => r.username)).toEqual(sorted.slice(3, 6));
    expect(page2.result!.total).toBe(all.result!.total);
    const desc = await data(USERS, { pageSize: '100', column: 'username', order: 'desc' });
    expect(desc.result!.records.map((r) => r.username)).toEqual([...sorted].reverse());
    expect((await data(USERS, { username: 'admi' })).result!.records.map((r) => r.username)).toEqual(['admin']);
    const women = (await data(USERS, { sex: '2', pageSize: '100' })).result!.records;
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((r) => r.sex === 2)).toBe(true);
    const crop = await data(CROP, { country_iso3: 'CHN', year_begin: '2000', pageSize: '5' });
    expect(crop.result!.total).toBeGreaterThan(0);
    expect(crop.result!.records.every((r) => r.country_iso3 === 'CHN')).toBe(true);
  });

  it('binds self_ parameters and search values: an injection probe returns nothing extra', async () => {
    expect((await data(USERS, { self_name: '王晓' })).result!.records.map((r) => r.username)).toEqual(['analyst']);
    expect((await data(USERS, { self_name: "' OR 1=1 --" })).result!.total).toBe(0);
    for (const probe of SQL_PROBES) {
      expect((await data(USERS, { self_name: probe })).result!.total).toBe(0);
      expect((await data(USERS, { username: probe })).result!.total).toBe(0);
    }
    // LIKE wildcards typed by the user are text, not patterns.
    expect((await data(USERS, { username: '%' })).result!.total).toBe(0);
    const badSort = await getAs(t, admin, `/online/cgreport/api/getData/${USERS}`, { column: 'password' });
    expect(envelope(badSort)).toMatchObject({ success: false, message: REPORT_MESSAGES.badColumn });
    const injectSort = await getAs(t, admin, `/online/cgreport/api/getData/${USERS}`, { order: 'asc; drop' });
    expect(envelope(injectSort).success).toBe(false);
  });

  it('getColumnsAndData answers columns and the first page together', async () => {
    const body = expectContract(
      reportGetColumnsAndData,
      (await getAs(t, admin, `/online/cgreport/api/getColumnsAndData/${CROP}`, { pageSize: '4' })).body,
    ).result!;
    expect(body.cgRpConfigId).toBe(CROP);
    expect(body.data.records).toHaveLength(4);
    expect(body.columns.find((c) => c.dataIndex === 'year')!.sorter).toBe('true');
  });

  it('refuses a report that is not a single SELECT, with a clear message, and writes nothing', async () => {
    for (const [code, sql] of [
      ['rp_bad_update', "UPDATE sys_user SET realname = 'x'"],
      ['rp_bad_multi', 'SELECT 1 AS x; DELETE FROM sys_user'],
      ['rp_bad_comment', 'SELECT 1 AS x /* ; */ ; -- \n DELETE FROM sys_user'],
      ['rp_bad_cte', 'WITH a AS (SELECT 1) DELETE FROM sys_user'],
    ]) {
      const id = await addReport(code, sql);
      const res = envelope(await getAs(t, admin, `/online/cgreport/api/getData/${id}`));
      expect(res.success).toBe(false);
      expect(res.message).toContain(REPORT_MESSAGES.notSelect);
    }
    expect((await data(USERS, { username: 'admin' })).result!.records[0].realname).toBe('管理员');
  });

  it('runs on a read-only connection: a write that passes the parser is still refused by SQLite', async () => {
    // RETURNING-free writes cannot hide in a SELECT; a SQL error surfaces as SQL执行失败.
    const id = await addReport('rp_bad_table', 'SELECT x FROM no_such_table');
    const res = envelope(await getAs(t, admin, `/online/cgreport/api/getData/${id}`));
    expect(res).toMatchObject({ success: false });
    // The driver's own words: SQLite's "no such table", PostgreSQL's 'relation "…" does not exist'.
    expect(res.message).toMatch(/^SQL执行失败：.*(no such table|relation "no_such_table" does not exist)/);
    if (postgresTestMode()) {
      // PostgreSQL: the report runs in a READ ONLY transaction under the time limit (the server refuses writes).
      const id = await addReport(
        'rp_pg_settings',
        "SELECT current_setting('transaction_read_only') || ' ' || current_setting('statement_timeout') AS x",
      );
      expect((await data(id)).result!.records).toEqual([{ x: 'on 5s' }]);
    }
  });

  it('stops a report that runs past the time limit', async () => {
    const runner = t.app.get(ReportRunner);
    const before = runner.timeoutMs;
    runner.timeoutMs = 300;
    try {
      const id = await addReport(
        'rp_slow',
        'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c WHERE x < 0',
      );
      const started = Date.now();
      const res = envelope(await getAs(t, admin, `/online/cgreport/api/getData/${id}`));
      expect(res).toMatchObject({ success: false, message: `${REPORT_MESSAGES.timeout}（超过0.3秒）` });
      // The query never ends on its own; the margin over 0.3 s is for a loaded CI machine.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      runner.timeoutMs = before;
    }
    // The emulator still answers.
    expect((await data(USERS, { username: 'admin' })).result!.total).toBe(1);
  });

  it('exportXls writes a real workbook of the searched rows with dictionary texts', async () => {
    const res = await getAs(t, admin, `/online/cgreport/api/exportXls/${USERS}`, { sex: '1' })
      .buffer(true)
      .parse(binaryParser);
    expect(res.headers['content-type']).toContain('application/vnd.ms-excel');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('用户部门报表.xls');
    const rows = await readRows(res.body as Buffer);
    expect(rows[0][0]).toBe('用户部门报表报表');
    expect(rows[2]).toEqual(['账号', '姓名', '性别', '状态', '部门', '部门编码', '手机号', '创建时间']);
    const body = rows.slice(3);
    expect(body.length).toBe((await data(USERS, { sex: '1', pageSize: '100' })).result!.total);
    expect(body.every((r) => r[2] === '男')).toBe(true);
  });

  it("is gated by each report's own menu, not the report folder (issue #29)", async () => {
    const viewer = await signIn(t, 'viewer');
    const res = envelope(await getAs(t, viewer, '/online/cgreport/api/getRpColumns/rp_user_depart'));
    expect(res).toMatchObject({ success: false, code: 510 });
    const analyst = await signIn(t, 'analyst');
    expect(envelope(await getAs(t, analyst, `/online/cgreport/api/getData/${CROP}`)).success).toBe(true);
    // The analyst holds the folder and the crop report, not the user report: its rows and columns stay closed.
    for (const path of [
      `/online/cgreport/api/getData/${USERS}`,
      `/online/cgreport/api/getColumnsAndData/${USERS}`,
      `/online/cgreport/api/exportXls/${USERS}`,
      '/online/cgreport/api/getRpColumns/rp_user_depart',
    ])
      expect(envelope(await getAs(t, analyst, path))).toMatchObject({ success: false, code: 510 });
    // A key the router decodes to padding (`%20`, `%09`) names the same report for the grant as for the handler.
    for (const path of [
      `/online/cgreport/api/getData/%20${USERS}`,
      `/online/cgreport/api/getData/${USERS}%09`,
      `/online/cgreport/api/getColumnsAndData/%20${USERS}`,
      '/online/cgreport/api/getRpColumns/%20rp_user_depart',
    ])
      expect(envelope(await getAs(t, analyst, path))).toMatchObject({ success: false, code: 510 });
    // An unknown report is still simply not found.
    expect(envelope(await getAs(t, analyst, '/online/cgreport/api/getData/nope'))).toMatchObject({
      success: false,
      message: REPORT_MESSAGES.notFound,
    });
  });

  describe('data rules (issue #29)', () => {
    let analyst: string;
    const usernames = async (token: string, id = USERS) =>
      (
        expectContract(
          reportGetData,
          (await getAs(t, token, `/online/cgreport/api/getData/${id}`, { pageSize: '100' })).body,
        ).result?.records ?? []
      )
        .map((r) => String(r.username))
        .sort();

    beforeAll(async () => {
      await grantReport('rp_user_depart', ANALYST_ROLE);
      analyst = await signIn(t, 'analyst');
    });

    it('hold a report over sys_user to the rules of the user page: the analyst sees only what /sys/user/list shows him', async () => {
      const list = await getAs(t, analyst, '/sys/user/list', { pageSize: '100' });
      const listed = (list.body as { result: { records: { username: string }[] } }).result.records
        .map((u) => u.username)
        .sort();
      expect(listed).toEqual(['analyst', 'lina']);
      expect(await usernames(analyst)).toEqual(listed);
      expect((await usernames(admin)).length).toBeGreaterThan(listed.length);
      // The same rows through the other row endpoints.
      const both = expectContract(
        reportGetColumnsAndData,
        (await getAs(t, analyst, `/online/cgreport/api/getColumnsAndData/${USERS}`)).body,
      );
      expect(both.result!.data.records.map((r) => String(r.username)).sort()).toEqual(listed);
      const xls = await getAs(t, analyst, `/online/cgreport/api/exportXls/${USERS}`).buffer(true).parse(binaryParser);
      const rows = await readRows(xls.body as Buffer);
      expect(
        rows
          .slice(3)
          .filter(Boolean)
          .map((r) => r[0])
          .sort(),
      ).toEqual(listed);
    });

    it('apply whatever alias or join the SQL uses, and refuse a schema-qualified table that would read past them', async () => {
      const aliased = await addReport(
        'rp_rules_alias',
        'SELECT x.username AS username FROM sys_depart d JOIN sys_user AS x ON x.org_code = d.org_code',
        ['username'],
      );
      await grantReport('rp_rules_alias', ANALYST_ROLE);
      expect(await usernames(analyst, aliased)).toEqual(['analyst', 'lina']);
      const schema = postgresTestMode() ? 'public' : 'main';
      const qualified = await addReport('rp_rules_schema', `SELECT username FROM ${schema}.sys_user`, ['username']);
      await grantReport('rp_rules_schema', ANALYST_ROLE);
      expect(envelope(await getAs(t, analyst, `/online/cgreport/api/getData/${qualified}`))).toMatchObject({
        success: false,
        message: '报表SQL不能用库名限定受数据规则约束的表：sys_user',
      });
      // The admin is held to no rule: the same report runs for him.
      expect((await usernames(admin, qualified)).length).toBeGreaterThan(2);
    });

    it('need the audit grant for a report over personal rows (chat conversations), on top of its own grant', async () => {
      const chats = await addReport('rp_rules_chat', 'SELECT s.id AS id, s.title AS title FROM chat_session s', [
        'title',
      ]);
      await grantReport('rp_rules_chat', ANALYST_ROLE);
      expect(envelope(await getAs(t, analyst, `/online/cgreport/api/getData/${chats}`))).toMatchObject({
        success: false,
        code: 510,
      });
      expect(envelope(await getAs(t, admin, `/online/cgreport/api/getData/${chats}`)).success).toBe(true);
    });

    it("apply the rules of the report's own menu on its fields", async () => {
      const db = t.app.get(DataSource);
      const menuId = await grantReport('rp_user_depart', ANALYST_ROLE);
      const ruleId = reportId('rule:sex').slice(0, 32);
      await db.getRepository(PermissionDataRuleEntity).insert({
        id: ruleId,
        permissionId: menuId,
        ruleName: '只看女性',
        ruleColumn: 'sex',
        ruleConditions: '=',
        ruleValue: '2',
        status: '1',
      });
      await grantReport('rp_user_depart', ANALYST_ROLE, ruleId);
      const rows =
        expectContract(reportGetData, (await getAs(t, analyst, `/online/cgreport/api/getData/${USERS}`)).body).result
          ?.records ?? [];
      expect(rows.every((r) => String(r.sex) === '2')).toBe(true);
      expect(rows.length).toBeLessThanOrEqual(2);
    });
  });
});
