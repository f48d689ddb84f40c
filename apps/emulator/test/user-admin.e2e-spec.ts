import { existsSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {
  type DepartTreeNode,
  departQueryTreeList,
  getMultiUser,
  importExcelResponseSchema,
  login,
  queryUserComponentData,
  userAdd,
  userChangePassword,
  userCheckOnlyUser,
  userDelete,
  userDeleteBatch,
  userEdit,
  userFrozenBatch,
  userList,
  userQueryById,
  userGenerateUserId,
  userQueryByIds,
  userQueryUserByDepId,
  userQueryUserRole,
} from '@cropwatch/contract';
import { binaryParser, getAs, importWorkbook, readRows, SQL_PROBES } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const VIEWER_ROLE = '1a2b3c4d5e6f708192a3b4c5d6e7f809';
const ANALYST_ROLE = 'ee8626f80f7c2619917b6236f3a7f02b';
const NO_PERMISSION = { success: false, code: 510, message: '没有权限，请联系管理员授权' };

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';

describe('user administration', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const post = (p: string, body: object, token = admin) =>
    t.http.post(`/jeecg-boot${p}`).set('X-Access-Token', token).send(body);
  const put = (p: string, body: object, token = admin) =>
    t.http.put(`/jeecg-boot${p}`).set('X-Access-Token', token).send(body);
  const del = (p: string, query: Record<string, string>, token = admin) =>
    t.http.delete(`/jeecg-boot${p}`).set('X-Access-Token', token).query(query);
  const findUser = async (username: string) => {
    const body = expectContract(userList, (await getAs(t, admin, '/sys/user/list', { username })).body);
    return body.result!.records[0];
  };
  const departId = async (orgCode: string) => {
    const res = await getAs(t, admin, '/sys/sysDepart/queryTreeList');
    const tree = expectContract(departQueryTreeList, res.body).result;
    const flat = (nodes: DepartTreeNode[]): DepartTreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    return flat(tree).find((d) => d.orgCode === orgCode)!.id;
  };

  describe('add, edit, query', () => {
    it('adds a user with roles and departments who can then sign in', async () => {
      const depart = await departId('A01A01');
      const res = await post('/sys/user/add', {
        username: 'newuser',
        realname: '新用户',
        password: 'Secret123',
        confirmpassword: 'Secret123',
        sex: '2',
        birthday: '1995-06-01',
        phone: '13700000001',
        email: 'new@cropwatch.com.cn',
        workNo: 'CW1001',
        selectedroles: `${ANALYST_ROLE},`,
        selecteddeparts: depart,
      });
      expect(expectContract(userAdd, res.body)).toMatchObject({ success: true, code: 200, message: '添加成功！' });
      const u = await findUser('newuser');
      expect(u).toMatchObject({ realname: '新用户', sex: 2, birthday: '1995-06-01', status: 1, sex_dictText: '女' });
      expect(JSON.stringify(u)).not.toMatch(/Secret123|scrypt/);
      const roles = expectContract(
        userQueryUserRole,
        (await getAs(t, admin, '/sys/user/queryUserRole', { userid: u.id })).body,
      );
      expect(roles.result).toEqual([ANALYST_ROLE]);
      t.clock.advance(1000);
      const signedIn = await t.http.post('/jeecg-boot/sys/login').send({ username: 'newuser', password: 'Secret123' });
      expect(expectContract(login, signedIn.body).success).toBe(true);
    });

    it('GET generateUserId answers a fresh 32-hex id ok0 (SysUserController 3.4.0), only to the user page', async () => {
      const first = expectContract(userGenerateUserId, (await getAs(t, admin, '/sys/user/generateUserId')).body);
      const second = expectContract(userGenerateUserId, (await getAs(t, admin, '/sys/user/generateUserId')).body);
      expect(first).toMatchObject({ success: true, code: 0 });
      expect(first.result).not.toBe(second.result);
      expect(envelope(await getAs(t, viewer, '/sys/user/generateUserId')).code).toBe(510);
    });

    it('GET queryByIds answers the known users of the comma list ok0', async () => {
      const me = expectContract(userQueryById, (await getAs(t, admin, '/sys/user/queryById', { id: ADMIN_ID })).body);
      const res = expectContract(
        userQueryByIds,
        (await getAs(t, admin, '/sys/user/queryByIds', { userIds: `${ADMIN_ID},nope,${ADMIN_ID},` })).body,
      );
      expect(res).toMatchObject({ success: true, code: 0 });
      expect(res.result.map((u) => u.username)).toEqual([me.result!.username]);
      expect(
        expectContract(userQueryByIds, (await getAs(t, admin, '/sys/user/queryByIds', { userIds: SQL_PROBES[0] })).body)
          .result,
      ).toEqual([]);
    });

    it('lists the position names of a user as post_dictText', async () => {
      await post('/sys/position/add', { code: 'agronomist', name: '农艺师', postRank: '3' });
      await post('/sys/position/add', { code: 'analyst_post', name: '分析师', postRank: '2' });
      const res = await post('/sys/user/add', {
        username: 'postuser',
        realname: '职务用户',
        password: 'Secret123',
        post: 'agronomist,analyst_post',
      });
      expect(expectContract(userAdd, res.body)).toMatchObject({ success: true });
      expect(await findUser('postuser')).toMatchObject({
        post: 'agronomist,analyst_post',
        post_dictText: '农艺师,分析师',
      });
    });

    it('refuses duplicates of username, phone, email and work number', async () => {
      const base = { username: 'dupe1', realname: 'x', password: '123456' };
      for (const [over, word] of [
        [{ username: 'admin' }, '登录账号'],
        [{ phone: '13911110001' }, '手机号码'],
        [{ email: 'admin@cropwatch.com.cn' }, '电子邮件'],
        [{ workNo: 'CW0001' }, '工号'],
      ] as const) {
        const res = await post('/sys/user/add', { ...base, ...over });
        expect(expectContract(userAdd, res.body)).toMatchObject({
          success: false,
          code: 500,
          message: `操作失败，${word}已存在`,
        });
      }
    });

    it('rejects invalid input with a clear message', async () => {
      const cases: [object, string][] = [
        [{ realname: 'x', password: '123456' }, '登录账号不能为空'],
        [{ username: "a' OR 1=1", realname: 'x', password: '123456' }, '登录账号只能包含字母、数字和下划线'],
        [{ username: 'okname', realname: 'x', password: '123' }, '密码长度至少6位'],
        [{ username: 'okname', realname: 'x', password: '123456', confirmpassword: '1234567' }, '两次输入密码不一致!'],
        [{ username: 'okname', realname: 'x', password: '123456', phone: '123' }, '请输入正确手机号'],
        [{ username: 'okname', realname: 'x', password: '123456', email: 'nope' }, '邮箱格式不正确'],
        [{ username: 'okname', realname: 'x', password: '123456', birthday: '2023-02-30' }, '生日格式不正确'],
        [{ username: 'okname', realname: 'x', password: '123456', sex: '9' }, '性别只能是'],
        [{ username: 'okname', realname: 'x', password: '123456', avatar: 'javascript:alert(1)' }, '头像地址不合法'],
        [{ username: 'okname', realname: 'x', password: '123456', selectedroles: 'nope' }, '所选角色不存在'],
        [{ username: 'okname', realname: 'x', password: '123456', post: 'nope' }, '所选职务不存在'],
      ];
      for (const [body, message] of cases) {
        const res = await post('/sys/user/add', body);
        expect(res.status).toBe(200);
        const env = envelope(res);
        expect(env.success).toBe(false);
        expect(env.message).toContain(message);
      }
    });

    it('edits fields and links, keeping the password and the username', async () => {
      const u = await findUser('newuser');
      const res = await put('/sys/user/edit', {
        id: u.id,
        username: 'renamed',
        password: 'ignored',
        realname: '改名了',
        telephone: '010-1234567',
        selectedroles: VIEWER_ROLE,
      });
      expect(expectContract(userEdit, res.body)).toMatchObject({ success: true, message: '修改成功!' });
      const byId = expectContract(userQueryById, (await getAs(t, admin, '/sys/user/queryById', { id: u.id })).body);
      expect(byId.result).toMatchObject({
        username: 'newuser',
        realname: '改名了',
        telephone: '010-1234567',
        phone: '13700000001',
      });
      expect(
        expectContract(userQueryUserRole, (await getAs(t, admin, '/sys/user/queryUserRole', { userid: u.id })).body)
          .result,
      ).toEqual([VIEWER_ROLE]);
      const byPost = await post('/sys/user/edit', { id: u.id, phone: '13911110001' });
      expect(envelope(byPost)).toMatchObject({ success: false, message: '操作失败，手机号码已存在' });
      const missing = await put('/sys/user/edit', { id: 'nope', realname: 'x' });
      expect(envelope(missing)).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
    });

    it('answers queryById, queryUserRole and the JeecgBoot errors', async () => {
      expect(envelope(await getAs(t, admin, '/sys/user/queryById', { id: 'nope' }))).toMatchObject({
        success: false,
        message: '未找到对应实体',
      });
      const none = await getAs(t, admin, '/sys/user/queryUserRole', { userid: 'nobody' });
      expect(expectContract(userQueryUserRole, none.body)).toMatchObject({
        success: false,
        message: '未找到用户相关角色信息',
      });
      expect(envelope(await getAs(t, admin, '/sys/user/queryById', {}))).toMatchObject({
        success: false,
        message: 'id不能为空',
      });
    });

    it('checks unique values anonymously (checkOnlyUser)', async () => {
      const free = await t.http.get('/jeecg-boot/sys/user/checkOnlyUser').query({ username: 'nobody-here' });
      expect(expectContract(userCheckOnlyUser, free.body)).toMatchObject({ success: true, code: 0, result: true });
      const taken = await t.http.get('/jeecg-boot/sys/user/checkOnlyUser').query({ phone: '13911110001' });
      expect(expectContract(userCheckOnlyUser, taken.body)).toMatchObject({
        success: false,
        message: '用户账号已存在',
      });
      const probe = await t.http.get('/jeecg-boot/sys/user/checkOnlyUser').query({ username: SQL_PROBES[0] });
      expect(expectContract(userCheckOnlyUser, probe.body).success).toBe(true);
      expect(envelope(await t.http.get('/jeecg-boot/sys/user/checkOnlyUser'))).toMatchObject({ success: false });
    });

    it('lists users of a department and its sub-departments', async () => {
      const root = await departId('A01');
      const body = expectContract(
        userQueryUserByDepId,
        (await getAs(t, admin, '/sys/user/queryUserByDepId', { id: root })).body,
      );
      const names = body.result!.map((u) => u.username);
      expect(names).toEqual(expect.arrayContaining(['admin', 'analyst', 'newuser']));
      expect(names).not.toContain('sunlei');
      expect(body.result!.find((u) => u.username === 'analyst')!.orgCodeTxt).toContain(',');
      const filtered = await getAs(t, admin, '/sys/user/queryUserByDepId', { id: root, realname: '王' });
      expect(expectContract(userQueryUserByDepId, filtered.body).result!.map((u) => u.username)).toEqual(['analyst']);
      expect(envelope(await getAs(t, admin, '/sys/user/queryUserByDepId', { id: SQL_PROBES[0] }))).toMatchObject({
        success: false,
        message: '部门不存在',
      });
    });

    it('serves the user picker page and rejects quotes in its filters', async () => {
      const body = expectContract(
        queryUserComponentData,
        (
          await getAs(t, admin, '/sys/user/queryUserComponentData', {
            username: 'an',
            pageSize: '5',
            column: 'username',
            order: 'asc',
          })
        ).body,
      );
      expect(body).toMatchObject({ success: true, code: 200 });
      expect(body.result.records.map((u) => u.username)).toEqual(['analyst', 'liuyang', 'zhangwei']);
      for (const key of ['username', 'realname', 'departId', 'id']) {
        const res = await getAs(t, admin, '/sys/user/queryUserComponentData', { [key]: SQL_PROBES[0] });
        expect(envelope(res)).toMatchObject({ success: false, message: '参数不合法' });
      }
      const sort = await getAs(t, admin, '/sys/user/queryUserComponentData', { column: 'password', order: 'asc' });
      expect(envelope(sort).message).toContain('请注意，将要排序的列字段不存在');
    });

    it('answers getMultiUser with a raw array of active users', async () => {
      const res = await getAs(t, admin, '/sys/user/getMultiUser', { username: 'admin,analyst,zhaomin,' });
      const users = expectContract(getMultiUser, res.body);
      expect(users.map((u) => u.username).sort()).toEqual(['admin', 'analyst']);
      expect(JSON.stringify(users)).not.toMatch(/scrypt/);
      const probe = await getAs(t, admin, '/sys/user/getMultiUser', { username: SQL_PROBES[1] });
      expect(expectContract(getMultiUser, probe.body)).toEqual([]);
    });
  });

  describe('freezing, passwords and deletion', () => {
    it('freezes a user who then cannot sign in and whose session ends; unfreezing restores both', async () => {
      const token = await signIn(t, 'lina');
      const lina = await findUser('lina');
      const res = await put('/sys/user/frozenBatch', { ids: `${lina.id},`, status: '2' });
      expect(expectContract(userFrozenBatch, res.body)).toMatchObject({ success: true, message: '操作成功!' });
      t.clock.advance(1000);
      const refused = await t.http.post('/jeecg-boot/sys/login').send({ username: 'lina', password: '123456' });
      expect(envelope(refused)).toMatchObject({ success: false, message: '该用户已冻结' });
      expect((await getAs(t, token, '/sys/user/list')).status).toBe(401);
      await put('/sys/user/frozenBatch', { ids: lina.id, status: 1 });
      await expect(signIn(t, 'lina')).resolves.toBeTruthy();
      const bad = await put('/sys/user/frozenBatch', { ids: lina.id, status: '3' });
      expect(envelope(bad)).toMatchObject({ success: false, message: '状态只能是 1（解冻）或 2（冻结）' });
    });

    it('never freezes or deletes the signed-in admin himself', async () => {
      const me = await findUser('admin');
      await put('/sys/user/frozenBatch', { ids: me.id, status: 2 });
      expect((await findUser('admin')).status).toBe(1);
      expect(envelope(await del('/sys/user/delete', { id: me.id }))).toMatchObject({
        success: false,
        message: '不能删除当前登录用户',
      });
    });

    it("resets another user's password and ends his sessions", async () => {
      const token = await signIn(t, 'zhangwei');
      const res = await put('/sys/user/changePassword', {
        username: 'zhangwei',
        password: 'NewPass99',
        confirmpassword: 'NewPass99',
      });
      expect(expectContract(userChangePassword, res.body)).toMatchObject({ success: true, message: '密码修改成功!' });
      expect((await getAs(t, token, '/sys/user/list')).status).toBe(401);
      await expect(signIn(t, 'zhangwei', 'NewPass99')).resolves.toBeTruthy();
      const unknown = await put('/sys/user/changePassword', { username: 'ghost', password: 'NewPass99' });
      expect(envelope(unknown)).toMatchObject({ success: false, message: '用户不存在！' });
      const mismatch = await put('/sys/user/changePassword', {
        username: 'zhangwei',
        password: 'NewPass99',
        confirmpassword: 'x',
      });
      expect(envelope(mismatch)).toMatchObject({ success: false, message: '两次输入密码不一致!' });
    });

    it('deletes logically, one or a batch', async () => {
      const u = await findUser('newuser');
      const res = await del('/sys/user/delete', { id: u.id });
      expect(expectContract(userDelete, res.body)).toMatchObject({ success: true, message: '删除用户成功' });
      expect(await findUser('newuser')).toBeUndefined();
      expect(envelope(await del('/sys/user/delete', { id: u.id }))).toMatchObject({
        success: false,
        message: '未找到对应实体',
      });
      const batch = await del('/sys/user/deleteBatch', { ids: 'nope1,nope2,' });
      expect(expectContract(userDeleteBatch, batch.body)).toMatchObject({ success: true, message: '批量删除用户成功' });
      expect(envelope(await del('/sys/user/deleteBatch', { ids: ',' }))).toMatchObject({
        success: false,
        message: 'ids不能为空',
      });
    });
  });

  describe('access', () => {
    it('requires a token', async () => {
      for (const p of [
        '/sys/user/queryById',
        '/sys/user/queryUserRole',
        '/sys/user/getMultiUser',
        '/sys/user/exportXls',
      ]) {
        const res = await t.http.get(`/jeecg-boot${p}`).query({ id: 'x', userid: 'x' });
        expect(res.status).toBe(401);
      }
      expect((await t.http.post('/jeecg-boot/sys/user/add').send({})).status).toBe(401);
      expect((await t.http.post('/jeecg-boot/sys/user/importExcel')).status).toBe(401);
    });

    it('answers 510 to the read-only viewer on every write', async () => {
      const writes = [
        post('/sys/user/add', { username: 'byviewer', realname: 'x', password: '123456' }, viewer),
        put('/sys/user/edit', { id: 'x', realname: 'x' }, viewer),
        del('/sys/user/delete', { id: 'x' }, viewer),
        del('/sys/user/deleteBatch', { ids: 'x' }, viewer),
        put('/sys/user/frozenBatch', { ids: 'x', status: 2 }, viewer),
        put('/sys/user/changePassword', { username: 'admin', password: '1234567' }, viewer),
        t.http
          .post('/jeecg-boot/sys/user/importExcel')
          .set('X-Access-Token', viewer)
          .attach('file', Buffer.from('PK\x03\x04'), 'u.xlsx'),
      ];
      for (const res of await Promise.all(writes)) expect(envelope(res)).toMatchObject(NO_PERMISSION);
      // Reads follow the menu (issue #20): the viewer is not granted the user page.
      expect(envelope(await getAs(t, viewer, '/sys/user/list'))).toMatchObject(NO_PERMISSION);
    });

    it('treats SQL-looking values as data in every list parameter', async () => {
      for (const probe of SQL_PROBES) {
        for (const key of ['username', 'realname', 'phone', 'email', 'workNo', 'post', 'departIds']) {
          const res = await getAs(t, admin, '/sys/user/list', { [key]: probe });
          expect(expectContract(userList, res.body).result!.total).toBe(0);
        }
        const superQuery = encodeURIComponent(JSON.stringify([{ field: 'username', rule: 'eq', val: probe }]));
        expect(
          expectContract(userList, (await getAs(t, admin, '/sys/user/list', { superQueryParams: superQuery })).body)
            .result!.total,
        ).toBe(0);
        const badField = encodeURIComponent(JSON.stringify([{ field: probe, rule: 'eq', val: 'x' }]));
        expect(envelope(await getAs(t, admin, '/sys/user/list', { superQueryParams: badField })).message).toContain(
          '高级查询的字段不存在',
        );
        expect(envelope(await getAs(t, admin, '/sys/user/list', { column: probe, order: 'asc' })).message).toContain(
          '请注意，将要排序的列字段不存在',
        );
        // `order` only decides asc/desc; a long value is refused by the contract's length bound.
        const order = await getAs(t, admin, '/sys/user/list', { column: 'username', order: probe.slice(0, 20) });
        expect(expectContract(userList, order.body).success).toBe(true);
        const tooLong = await getAs(t, admin, '/sys/user/list', { column: 'username', order: probe.padEnd(30, 'x') });
        expect(tooLong.status).toBe(200);
        expect(envelope(tooLong)).toMatchObject({ success: false, code: 500 });
      }
      expect(
        expectContract(userList, (await getAs(t, admin, '/sys/user/list', { pageSize: '50' })).body).result!.total,
      ).toBeGreaterThan(5);
    });
  });

  describe('import and export', () => {
    const HEADER = ['登录账号', '真实姓名', '性别', '生日', '手机号码', '电子邮件', '工号', '职务'];

    it('imports 3 good rows and reports 2 bad ones in a downloadable error workbook', async () => {
      const file = await importWorkbook(HEADER, [
        ['imp_a', '导入甲', '男', '1991-02-03', '13800000001', 'a@imp.cn', 'IMP001', null],
        ['imp_b', '导入乙', '女', null, 13800000002, null, 'IMP002', null],
        ['admin', '重复账号', '男', null, null, null, null, null],
        ['imp_c', '导入丙', '2', null, '12345', null, null, null],
        ['imp_d', '导入丁', null, null, null, 'd@imp.cn', null, null],
      ]);
      const res = await t.http
        .post('/jeecg-boot/sys/user/importExcel')
        .set('X-Access-Token', admin)
        .attach('file', file, '用户导入.xlsx');
      const body = importExcelResponseSchema.parse(res.body);
      expect(body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
      const result = body.result as { fileUrl: string; fileName: string; msg: string };
      expect(result).toMatchObject({
        totalCount: 5,
        errorCount: 2,
        successCount: 3,
        msg: '总上传行数：5，已导入行数：3，错误行数：2',
      });
      expect(result.fileUrl).toMatch(/^\/sys\/common\/static\/logs\/\d{8}\/userImportExcelErrorLog\d+\.xlsx$/);
      expect(existsSync(path.join(t.dataDir, 'upload', result.fileUrl.replace('/sys/common/static/', '')))).toBe(true);

      const download = await t.http.get(`/jeecg-boot${result.fileUrl}`).buffer(true).parse(binaryParser);
      expect(download.status).toBe(200);
      const rows = await readRows(download.body as Buffer);
      expect(rows[0]).toEqual(['行号', ...HEADER, '错误信息']);
      expect(rows[1][0]).toBe('6');
      expect(rows[1][1]).toBe('admin');
      expect(rows[1].at(-1)).toBe('第6行:登录账号已存在：admin');
      expect(rows[2].at(-1)).toBe('第7行:请输入正确手机号');

      const imported = await findUser('imp_b');
      expect(imported).toMatchObject({ realname: '导入乙', sex: 2, phone: '13800000002', status: 1 });
      expect((await findUser('imp_a')).birthday).toBe('1991-02-03');
      await expect(signIn(t, 'imp_a', '123456')).resolves.toBeTruthy();
    });

    it('answers all-good imports, header-first sheets, and refuses what it cannot read', async () => {
      const plain = await importWorkbook(['username', 'realname'], [['plain_1', '普通一']], false);
      const ok = await t.http
        .post('/jeecg-boot/sys/user/importExcel')
        .set('X-Access-Token', admin)
        .attach('file', plain, 'p.xlsx');
      expect(importExcelResponseSchema.parse(ok.body)).toMatchObject({
        success: true,
        code: 200,
        message: '共1行数据全部导入成功！',
        result: '共1行数据全部导入成功！',
      });
      const upload = (buffer: Buffer, name: string) =>
        t.http.post('/jeecg-boot/sys/user/importExcel').set('X-Access-Token', admin).attach('file', buffer, name);
      const legacy = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
      expect(envelope(await upload(legacy, 'old.xls'))).toMatchObject({
        success: false,
        message: '文件导入失败:请使用.xlsx格式',
      });
      expect(envelope(await upload(Buffer.from('a,b\n1,2'), 'users.csv')).message).toContain('请上传.xls或.xlsx格式');
      expect(envelope(await upload(Buffer.from('<html>'), 'fake.xlsx')).message).toBe(
        '文件导入失败:文件内容不是有效的Excel工作簿',
      );
      expect(
        envelope(await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]), 'broken.xlsx')).message,
      ).toBe('文件导入失败:文件内容不是有效的Excel工作簿');
      const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
      expect(envelope(await upload(big, 'big.xlsx'))).toMatchObject({
        success: false,
        message: '文件大小超出10MB限制, 请压缩或降低文件质量! ',
      });
      const noHeader = await importWorkbook(['a', 'b'], [['1', '2']]);
      expect(envelope(await upload(noHeader, 'x.xlsx')).message).toContain('未找到表头行');
      const empty = await t.http.post('/jeecg-boot/sys/user/importExcel').set('X-Access-Token', admin);
      expect(envelope(empty)).toMatchObject({ success: false, message: '文件导入失败:未上传任何文件' });
    });

    it('exports the filtered list with title rows and dictionary texts, and the export imports back', async () => {
      const res = await getAs(t, admin, '/sys/user/exportXls', { username: 'imp_*', column: 'username', order: 'asc' })
        .buffer(true)
        .parse(binaryParser);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8.xls");
      const rows = await readRows(res.body as Buffer);
      expect(rows[0][0]).toBe('用户列表报表');
      expect(rows[1][0]).toBe('导出人:管理员');
      expect(rows[2].slice(0, 5)).toEqual(['登录账号', '真实姓名', '头像', '生日', '性别']);
      expect(rows.slice(3).map((r) => r[0])).toEqual(['imp_a', 'imp_b', 'imp_d']);
      expect(rows[3][4]).toBe('男');

      const selected = await getAs(t, admin, '/sys/user/exportXls', { selections: (await findUser('imp_b')).id })
        .buffer(true)
        .parse(binaryParser);
      expect((await readRows(selected.body as Buffer)).slice(3).map((r) => r[0])).toEqual(['imp_b']);

      // Round trip: rename the accounts in the exported file (unique columns cleared), import it again.
      const wb = res.body as Buffer;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(wb as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      for (let r = 4; r <= sheet.rowCount; r++) {
        const row = sheet.getRow(r);
        row.getCell(1).value = `rt_${row.getCell(1).text}`;
        for (const c of [6, 7, 8]) row.getCell(c).value = null; // email, phone, work number are unique
      }
      const again = Buffer.from(await book.xlsx.writeBuffer());
      const back = await t.http
        .post('/jeecg-boot/sys/user/importExcel')
        .set('X-Access-Token', admin)
        .attach('file', again, 'rt.xlsx');
      expect(importExcelResponseSchema.parse(back.body)).toMatchObject({
        success: true,
        message: '共3行数据全部导入成功！',
      });
      expect(await findUser('rt_imp_a')).toMatchObject({ realname: '导入甲', sex: 1, birthday: '1991-02-03' });
    });

    it('rejects bad export filters like the list does', async () => {
      const res = await getAs(t, admin, '/sys/user/exportXls', { column: SQL_PROBES[1], order: 'asc' });
      expect(envelope(res).message).toContain('请注意，将要排序的列字段不存在');
    });

    it('never serves anything outside the upload folder through the error-file links', async () => {
      expect((await t.http.get('/jeecg-boot/sys/common/static/logs/..%2F..%2Fsecret.key')).status).toBe(404);
      expect((await t.http.get('/jeecg-boot/sys/common/static/logs/20200101/none.xlsx')).status).toBe(404);
    });
  });
});
