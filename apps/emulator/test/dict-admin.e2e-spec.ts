import {
  dictAdd,
  dictBack,
  dictDelete,
  dictDeleteBatch,
  dictDeleteList,
  dictDeletePhysic,
  dictEdit,
  dictItemAdd,
  dictItemCheck,
  dictItemDelete,
  dictItemDeleteBatch,
  dictItemEdit,
  dictItemList,
  dictList,
  dictTreeList,
  getDictItems,
  getDictText,
  loadDict,
  loadDictItem,
  loadDictOrderByValue,
  loadTreeData,
  queryAllDictItems,
} from '@cropwatch/contract';
import { envelope, expectContract, signed, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const SECURITY = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';
const FORMAT = '字典Code格式不正确！';

describe('dictionary administration', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string> = {}, as = admin) =>
    t.http.get(`/jeecg-boot${path}`).query(query).set('X-Access-Token', as);
  const post = (path: string, body: object, as = admin) =>
    t.http.post(`/jeecg-boot${path}`).send(body).set('X-Access-Token', as);
  const put = (path: string, body: object = {}, as = admin) =>
    t.http.put(`/jeecg-boot${path}`).send(body).set('X-Access-Token', as);
  const del = (path: string, query: Record<string, string> = {}, as = admin) =>
    t.http.delete(`/jeecg-boot${path}`).query(query).set('X-Access-Token', as);
  /** A signed GET: `path` holds the (unencoded) path variable, as the client signs it. */
  const signedGet = (path: string, query: Record<string, string> = {}) => {
    const [prefix, variable] = path.split(/\/(?=[^/]*$)/);
    const url = variable?.includes(',') ? `${prefix}/${encodeURIComponent(variable).replace(/%2C/g, ',')}` : path;
    return t.http
      .get(`/jeecg-boot${url}`)
      .query(query)
      .set('X-Access-Token', admin)
      .set(signed(t, path, query));
  };
  const dictId = async (dictCode: string) => {
    const list = expectContract(dictList, (await get('/sys/dict/list', { dictCode, pageSize: '100' })).body);
    return list.result!.records.find((d) => d.dictCode === dictCode)?.id;
  };

  describe('dictionaries', () => {
    it('pages, filters and sorts the dictionaries (ok0)', async () => {
      const body = expectContract(
        dictList,
        (await get('/sys/dict/list', { column: 'dictCode', order: 'asc', pageSize: '5' })).body,
      );
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result!.records.map((d) => d.dictCode)).toEqual(
        [...body.result!.records.map((d) => d.dictCode)].sort(),
      );
      expect(body.result!.total).toBeGreaterThanOrEqual(19);
      const sex = expectContract(dictList, (await get('/sys/dict/list', { dictCode: 'sex' })).body).result!;
      expect(sex.records).toEqual([
        expect.objectContaining({ dictCode: 'sex', dictName: '性别', type: 1, delFlag: 0 }),
      ]);
      expect(
        expectContract(dictList, (await get('/sys/dict/list', { dictName: '*状态*' })).body).result!.total,
      ).toBeGreaterThan(2);
    });

    it('answers SQL-looking filters, columns and orders safely', async () => {
      const attempts: Record<string, string>[] = [
        { dictCode: "' OR 1=1 --" },
        { dictName: "*' OR '1'='1*" },
        { column: 'dictCode; DROP TABLE sys_dict', order: 'asc' },
        { column: 'del_flag', order: 'asc' },
        {
          superQueryParams: encodeURIComponent(
            JSON.stringify([{ field: "dictCode' OR 1=1 --", rule: 'eq', val: 'x' }]),
          ),
        },
        {
          superQueryParams: encodeURIComponent(
            JSON.stringify([{ field: 'dictCode', rule: 'like', val: "' OR '1'='1" }]),
          ),
        },
        { superQueryParams: 'not-json' },
      ];
      for (const query of attempts) {
        const res = await get('/sys/dict/list', query);
        expect(res.status).toBe(200);
        const body = expectContract(dictList, res.body);
        if (body.success) expect(body.result!.total).toBe(0);
        else expect(body.code).toBe(500);
      }
      expect(
        expectContract(dictList, (await get('/sys/dict/list', { column: 'dictCode', order: "asc'; --" })).body).success,
      ).toBe(true);
    });

    it('lists the tree newest first, by name', async () => {
      const body = expectContract(dictTreeList, (await get('/sys/dict/treeList', { dictName: '性' })).body);
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result!.map((d) => d.dictCode)).toEqual(['sex']);
      expect(body.result![0]).toMatchObject({ key: body.result![0].id, title: '性别' });
      expect(
        expectContract(dictTreeList, (await get('/sys/dict/treeList', { dictName: "%' OR '1'='1" })).body).result,
      ).toEqual([]);
    });

    it('adds, edits and refuses duplicate or malformed codes', async () => {
      const add = await post('/sys/dict/add', {
        dictName: '作物类型',
        dictCode: 'cw_kind',
        type: '0',
        description: '作物',
      });
      expect(expectContract(dictAdd, add.body)).toMatchObject({
        success: true,
        code: 200,
        message: '保存成功！',
        result: null,
      });
      const id = await dictId('cw_kind');
      expect(id).toMatch(/^\d{19}$/);
      expect(envelope(await post('/sys/dict/add', { dictName: '重复', dictCode: 'cw_kind' }))).toMatchObject({
        success: false,
        code: 500,
        message: '操作失败，字典编码已存在：cw_kind',
      });
      for (const [body, message] of [
        [{ dictName: '', dictCode: 'x' }, '字典名称不能为空'],
        [{ dictName: 'x', dictCode: '' }, '字典编码不能为空'],
        [{ dictName: 'x', dictCode: "x' OR 1=1" }, '字典编码只能包含字母、数字、下划线、点和短横线'],
        [{ dictName: 'x', dictCode: 'x', type: 3 }, '字典类型只能是 0（字符串）或 1（数字）'],
      ] as const) {
        expect(envelope(await post('/sys/dict/add', body))).toMatchObject({ success: false, code: 500, message });
      }
      const edit = await put('/sys/dict/edit', { id, dictName: '作物种类' });
      expect(expectContract(dictEdit, edit.body)).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
      expect(
        expectContract(dictList, (await get('/sys/dict/list', { dictCode: 'cw_kind' })).body).result!.records[0],
      ).toMatchObject({
        dictName: '作物种类',
        description: '作物',
        updateBy: 'admin',
      });
      expect(envelope(await put('/sys/dict/edit', { id, dictCode: 'sex' })).message).toBe(
        '操作失败，字典编码已存在：sex',
      );
      expect(envelope(await put('/sys/dict/edit', { id: 'nope', dictName: 'x' })).message).toBe('未找到对应实体');
      expect(
        envelope(
          await t.http
            .post('/jeecg-boot/sys/dict/edit')
            .set('X-Access-Token', admin)
            .send({ id, dictName: '作物类别' }),
        ),
      ).toMatchObject({ success: true, message: '编辑成功!' });
    });

    it('moves deleted dictionaries to a recycle bin, restores and purges them', async () => {
      const id = (await dictId('cw_kind'))!;
      await post('/sys/dictItem/add', { dictId: id, itemText: '玉米', itemValue: 'maize' });
      const removed = await del('/sys/dict/delete', { id });
      expect(expectContract(dictDelete, removed.body)).toMatchObject({
        success: true,
        code: 200,
        message: '删除成功!',
      });
      expect(await dictId('cw_kind')).toBeUndefined();
      expect(expectContract(getDictItems, (await signedGet('/sys/dict/getDictItems/cw_kind')).body).result).toEqual([]);
      const all = expectContract(queryAllDictItems, (await get('/sys/dict/queryAllDictItems')).body).result;
      expect(all).not.toHaveProperty('cw_kind');
      const bin = expectContract(dictDeleteList, (await get('/sys/dict/deleteList')).body);
      expect(bin).toMatchObject({ success: true, code: 0 });
      expect(bin.result!.map((d) => d.dictCode)).toEqual(['cw_kind']);
      expect(envelope(await post('/sys/dict/add', { dictName: 'x', dictCode: 'cw_kind' })).message).toBe(
        '操作失败，字典编码已存在于回收站：cw_kind',
      );
      expect(envelope(await del('/sys/dict/delete', { id })).message).toBe('删除失败!');

      const back = await put(`/sys/dict/back/${id}`);
      expect(expectContract(dictBack, back.body)).toMatchObject({
        success: true,
        code: 200,
        message: '操作成功!',
        result: '操作成功!',
      });
      expect(
        expectContract(getDictItems, (await signedGet('/sys/dict/getDictItems/cw_kind')).body).result.map(
          (i) => i.value,
        ),
      ).toEqual(['maize']);
      expect(envelope(await put(`/sys/dict/back/${id}`)).message).toBe('未找到对应实体');

      await del('/sys/dict/deleteBatch', { ids: `${id},` });
      const purge = await del(`/sys/dict/deletePhysic/${id}`);
      expect(expectContract(dictDeletePhysic, purge.body)).toMatchObject({ success: true, message: '删除成功!' });
      expect(expectContract(dictDeleteList, (await get('/sys/dict/deleteList')).body).result).toEqual([]);
      expect(envelope(await del(`/sys/dict/deletePhysic/${id}`)).message).toBe('删除失败!');
      expect(expectContract(dictDeleteBatch, (await del('/sys/dict/deleteBatch', { ids: ',,' })).body)).toMatchObject({
        success: false,
        message: '参数不识别！',
      });
    });

    it('keeps read-only users out of dictionary writes (510) and anonymous callers out (401)', async () => {
      const sexId = (await dictId('sex'))!;
      for (const res of [
        await post('/sys/dict/add', { dictName: 'x', dictCode: 'x' }, viewer),
        await put('/sys/dict/edit', { id: sexId, dictName: 'x' }, viewer),
        await del('/sys/dict/delete', { id: sexId }, viewer),
        await del('/sys/dict/deleteBatch', { ids: sexId }, viewer),
        await del(`/sys/dict/deletePhysic/${sexId}`, {}, viewer),
        await put(`/sys/dict/back/${sexId}`, {}, viewer),
        await post('/sys/dictItem/add', { dictId: sexId, itemText: 'x', itemValue: 'x' }, viewer),
        await del('/sys/dictItem/delete', { id: 'x' }, viewer),
      ]) {
        expect(envelope(res)).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
      }
      // Reads follow the menu (issue #20): the viewer is not granted the dictionary page.
      expect(envelope(await get('/sys/dict/list', {}, viewer))).toMatchObject({ success: false, code: 510 });
      for (const path of ['/sys/dict/list', '/sys/dict/treeList', '/sys/dictItem/list', '/sys/dict/deleteList']) {
        expect((await t.http.get(`/jeecg-boot${path}`)).status).toBe(401);
      }
    });
  });

  describe('dictionary items', () => {
    let sexId: string;
    beforeAll(async () => {
      sexId = (await dictId('sex'))!;
    });

    it('lists the items of a dictionary by sort order with status texts', async () => {
      const body = expectContract(dictItemList, (await get('/sys/dictItem/list', { dictId: sexId })).body);
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result!.records.map((i) => [i.itemValue, i.status, i.status_dictText])).toEqual([
        ['1', 1, '启用'],
        ['2', 1, '启用'],
        ['0', 0, '不启用'],
      ]);
      for (const query of <Record<string, string>[]>[
        { dictId: "' OR 1=1 --" },
        { dictId: sexId, itemText: "*' OR '1'='1*" },
      ]) {
        expect(expectContract(dictItemList, (await get('/sys/dictItem/list', query)).body).result!.total).toBe(0);
      }
      expect(
        envelope(await get('/sys/dictItem/list', { dictId: sexId, column: 'itemValue;--', order: 'asc' })),
      ).toMatchObject({
        success: false,
        message: '请注意，将要排序的列字段不存在：itemValue;--',
      });
    });

    it('adds, checks, edits and deletes items; a disabled item disappears from selects only', async () => {
      expect(
        expectContract(
          dictItemCheck,
          (await get('/sys/dictItem/dictItemCheck', { dictId: sexId, itemValue: '9' })).body,
        ),
      ).toMatchObject({ success: true, code: 200, message: '该值可用！' });
      const add = await post('/sys/dictItem/add', { dictId: sexId, itemText: '保密', itemValue: '9', sortOrder: '4' });
      expect(expectContract(dictItemAdd, add.body)).toMatchObject({ success: true, code: 200, message: '保存成功！' });
      expect(
        expectContract(
          dictItemCheck,
          (await get('/sys/dictItem/dictItemCheck', { dictId: sexId, itemValue: '9' })).body,
        ),
      ).toMatchObject({ success: false, code: 500, message: '该值不可用，系统中已存在！' });
      expect(envelope(await post('/sys/dictItem/add', { dictId: sexId, itemText: 'x', itemValue: '9' })).message).toBe(
        '操作失败，该字典中已存在数据值：9',
      );
      expect(envelope(await post('/sys/dictItem/add', { dictId: 'nope', itemText: 'x', itemValue: 'x' })).message).toBe(
        '操作失败，所属字典不存在',
      );
      expect(
        envelope(await post('/sys/dictItem/add', { dictId: sexId, itemText: 'x', itemValue: 'y', status: 7 })).message,
      ).toBe('状态只能是 1（启用）或 0（不启用）');
      const items = expectContract(dictItemList, (await get('/sys/dictItem/list', { dictId: sexId })).body).result!
        .records;
      const secret = items.find((i) => i.itemValue === '9')!;
      expect(
        expectContract(
          dictItemCheck,
          (await get('/sys/dictItem/dictItemCheck', { dictId: sexId, itemValue: '9', id: secret.id })).body,
        ).success,
      ).toBe(true);

      const disable = await put('/sys/dictItem/edit', { id: secret.id, status: 0, itemText: '保密中' });
      expect(expectContract(dictItemEdit, disable.body)).toMatchObject({ success: true, message: '编辑成功!' });
      const enabledOnly = expectContract(queryAllDictItems, (await get('/sys/dict/queryAllDictItems')).body).result.sex;
      expect(enabledOnly.map((i) => i.value)).toEqual(['1', '2']);
      const everything = expectContract(getDictItems, (await signedGet('/sys/dict/getDictItems/sex')).body).result;
      expect(everything.map((i) => i.value)).toEqual(['1', '2', '0', '9']);
      expect(envelope(await put('/sys/dictItem/edit', { id: secret.id, itemValue: '1' })).message).toBe(
        '操作失败，该字典中已存在数据值：1',
      );
      expect(envelope(await put('/sys/dictItem/edit', { id: 'nope', itemText: 'x' })).message).toBe('未找到对应实体');

      const removed = await del('/sys/dictItem/delete', { id: secret.id });
      expect(expectContract(dictItemDelete, removed.body)).toMatchObject({ success: true, message: '删除成功!' });
      expect(envelope(await del('/sys/dictItem/delete', { id: secret.id })).message).toBe('未找到对应实体');
      await post('/sys/dictItem/add', { dictId: sexId, itemText: 'a', itemValue: 'a' });
      await post('/sys/dictItem/add', { dictId: sexId, itemText: 'b', itemValue: 'b' });
      const extra = expectContract(
        dictItemList,
        (await get('/sys/dictItem/list', { dictId: sexId, itemValue: 'a,b' })).body,
      ).result!.records.map((i) => i.id);
      expect(extra).toHaveLength(2);
      const batch = await del('/sys/dictItem/deleteBatch', { ids: `${extra.join(',')},` });
      expect(expectContract(dictItemDeleteBatch, batch.body)).toMatchObject({ success: true, message: '删除成功!' });
      expect(
        expectContract(dictItemList, (await get('/sys/dictItem/list', { dictId: sexId })).body).result!.total,
      ).toBe(3);
    });
  });

  describe('table dictionary helpers', () => {
    it('translates one value (getDictText)', async () => {
      const sex = expectContract(getDictText, (await get('/sys/dict/getDictText/sex/2')).body);
      expect(sex).toMatchObject({ success: true, code: 0, result: '女' });
      expect(expectContract(getDictText, (await get('/sys/dict/getDictText/sex/42')).body).result).toBeNull();
      expect(
        expectContract(getDictText, (await get('/sys/dict/getDictText/sys_user,realname,username/admin')).body).result,
      ).toBe('管理员');
      expect(envelope(await get('/sys/dict/getDictText/sys_user,password,username/admin')).message).toBe(SECURITY);
    });

    it('searches a table dictionary with a bound keyword (loadDict)', async () => {
      const byLike = expectContract(
        loadDict,
        (await signedGet('/sys/dict/loadDict/sys_user,realname,username', { keyword: '王' })).body,
      );
      expect(byLike).toMatchObject({ success: true, code: 0 });
      expect(byLike.result.map((m) => m.value)).toEqual(['analyst']);
      const byList = expectContract(
        loadDict,
        (await signedGet('/sys/dict/loadDict/sys_user,realname,username', { keyword: 'admin,lina' })).body,
      );
      expect(byList.result.map((m) => m.value).sort()).toEqual(['admin', 'lina']);
      const paged = expectContract(
        loadDict,
        (await signedGet('/sys/dict/loadDict/sys_user,realname,username', { pageSize: '2' })).body,
      );
      expect(paged.result).toHaveLength(2);
      for (const keyword of ["' OR '1'='1", "%' OR 1=1 --", '%', '_']) {
        const res = expectContract(
          loadDict,
          (await signedGet('/sys/dict/loadDict/sys_user,realname,username', { keyword })).body,
        );
        expect(res.result).toEqual([]);
      }
      expect(envelope(await signedGet('/sys/dict/loadDict/sex', { keyword: 'x' })).message).toBe(FORMAT);
      expect(envelope(await signedGet('/sys/dict/loadDict/sys_user,password,username')).message).toBe(SECURITY);
      const unsigned = await get('/sys/dict/loadDict/sys_user,realname,username', { keyword: 'a' }).set(
        'X-TIMESTAMP',
        String(t.clock.now()),
      );
      expect(envelope(unsigned)).toMatchObject({ success: false, message: 'Sign签名校验失败！' });
    });

    it('puts the current values first (loadDictOrderByValue)', async () => {
      const body = expectContract(
        loadDictOrderByValue,
        (
          await signedGet('/sys/dict/loadDictOrderByValue/sys_user,realname,username', {
            keyword: 'zhangwei',
            pageSize: '2',
          })
        ).body,
      );
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result[0].value).toBe('zhangwei');
      expect(body.result).toHaveLength(3);
      expect(
        envelope(await signedGet('/sys/dict/loadDictOrderByValue/sys_user,realname,username', {})).message,
      ).toMatch(/^keyword: /);
    });

    it('translates values in their order (loadDictItem)', async () => {
      const body = expectContract(
        loadDictItem,
        (await signedGet('/sys/dict/loadDictItem/sys_user,realname,username', { key: 'lina,nobody,admin' })).body,
      );
      expect(body).toMatchObject({ success: true, code: 0, result: ['李娜', '管理员'] });
      const kept = expectContract(
        loadDictItem,
        (
          await signedGet('/sys/dict/loadDictItem/sys_user,realname,username', {
            key: 'lina,nobody',
            delNotExist: 'false',
          })
        ).body,
      );
      expect(kept.result).toEqual(['李娜', 'nobody']);
      expect(
        envelope(await signedGet("/sys/dict/loadDictItem/sys_user,realname,username,status='1'", { key: 'lina' }))
          .message,
      ).toBe(FORMAT);
      expect(
        expectContract(
          loadDictItem,
          (await signedGet('/sys/dict/loadDictItem/sys_user,realname,username', { key: "' OR '1'='1" })).body,
        ).result,
      ).toEqual([]);
    });

    it('reads one level of an allowlisted table tree (loadTreeData)', async () => {
      const tree = (over: Record<string, string>) =>
        signedGet('/sys/dict/loadTreeData', {
          pid: '0',
          pidField: 'pid',
          tableName: 'sys_category',
          text: 'name',
          code: 'id',
          hasChildField: 'has_child',
          condition: '',
          ...over,
        });
      const roots = expectContract(loadTreeData, (await tree({})).body);
      expect(roots).toMatchObject({ success: true, code: 0 });
      expect(roots.result.map((n) => n.title)).toEqual(['作物', '物候期', '农业气象指标', '遥感指数']);
      expect(roots.result[0]).toMatchObject({ leaf: false, parentId: '0', children: null });
      const crops = expectContract(loadTreeData, (await tree({ pid: roots.result[0].key })).body).result;
      expect(crops.map((n) => n.title)).toEqual(['粮食作物', '经济作物', '园艺作物']);
      const noFlag = expectContract(loadTreeData, (await tree({ hasChildField: '' })).body).result;
      expect(noFlag.every((n) => n.leaf === false)).toBe(true);
      const cond = expectContract(
        loadTreeData,
        (await tree({ condition: JSON.stringify({ name: '玉米' }) })).body,
      ).result;
      expect(cond.map((n) => n.title)).toEqual(['玉米']);
      const departs = expectContract(
        loadTreeData,
        (
          await tree({
            pid: '',
            tableName: 'sys_depart',
            text: 'depart_name',
            pidField: 'parent_id',
            hasChildField: '',
          })
        ).body,
      ).result;
      expect(departs.map((n) => n.title)).toEqual(['中国科学院空天信息创新研究院', '华北农情服务中心']);
    });

    it('refuses non-allowlisted names, bad conditions and SQL-looking input in loadTreeData', async () => {
      const base = {
        pid: '0',
        pidField: 'pid',
        tableName: 'sys_category',
        text: 'name',
        code: 'id',
        hasChildField: '',
        condition: '',
      };
      const cases: [Record<string, string>, string][] = [
        [{ tableName: 'sys_user', text: 'password', pidField: 'id' }, SECURITY],
        [{ tableName: 'sys_user_token' }, SECURITY],
        [{ tableName: 'sys_category where 1=1' }, FORMAT],
        [{ text: 'name) OR (1=1' }, FORMAT],
        [{ hasChildField: "has_child' --" }, FORMAT],
        [{ condition: 'not json' }, '操作失败，condition 须为 JSON 对象，如 {"code":"A01"}'],
        [{ condition: '["a"]' }, '操作失败，condition 须为 JSON 对象，如 {"code":"A01"}'],
        [{ condition: JSON.stringify({ 'name = name OR 1': '1' }) }, FORMAT],
        [{ condition: JSON.stringify({ create_by: 'admin' }) }, SECURITY],
      ];
      for (const [over, message] of cases) {
        const res = await signedGet('/sys/dict/loadTreeData', { ...base, ...over });
        expect(res.status).toBe(200);
        // The console-side schema types `result` as an array; a failure carries null, so the envelope is checked.
        expect(envelope(res)).toMatchObject({ success: false, code: 500, message, result: null });
      }
      const bound = await signedGet('/sys/dict/loadTreeData', { ...base, pid: "0' OR '1'='1" });
      expect(expectContract(loadTreeData, bound.body).result).toEqual([]);
      const boundCondition = await signedGet('/sys/dict/loadTreeData', {
        ...base,
        condition: JSON.stringify({ name: "x' OR '1'='1" }),
      });
      expect(expectContract(loadTreeData, boundCondition.body).result).toEqual([]);
      expect(envelope(await signedGet('/sys/dict/loadTreeData', { pid: '0' })).message).toMatch(/pidField/);
    });
  });
});
