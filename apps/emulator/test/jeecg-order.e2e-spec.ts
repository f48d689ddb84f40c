import { createHash } from 'node:crypto';
import {
  jeecgOrderAdd,
  jeecgOrderCustomerList,
  jeecgOrderDelete,
  jeecgOrderDeleteBatch,
  jeecgOrderEdit,
  jeecgOrderImportExcel,
  jeecgOrderLineList,
  jeecgOrderList,
  jeecgOrderPaymentList,
  jeecgOrderQueryById,
  jeecgOrderTicketList,
} from '@cropwatch/contract';
import { binaryParser, getAs, importWorkbook, readRows } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('one-to-many order demo (/test/jeecgOrderMain)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const base = '/test/jeecgOrderMain';
  const post = (p: string, body: object, token = admin) =>
    t.http.post(`/jeecg-boot${base}${p}`).set('X-Access-Token', token).send(body);
  const put = (p: string, body: object) => t.http.put(`/jeecg-boot${base}${p}`).set('X-Access-Token', admin).send(body);
  const del = (p: string, query: Record<string, string>) =>
    t.http.delete(`/jeecg-boot${base}${p}`).set('X-Access-Token', admin).query(query);
  const list = async (query: Record<string, string> = {}) =>
    expectContract(jeecgOrderList, (await getAs(t, admin, `${base}/list`, query)).body).result!;
  const idOf = async (orderCode: string) => (await list({ orderCode })).records[0]?.id;
  const lines = async (id: string) => ({
    customers: expectContract(
      jeecgOrderCustomerList,
      (await getAs(t, admin, `${base}/queryOrderCustomerListByMainId`, { id })).body,
    ).result!,
    tickets: expectContract(
      jeecgOrderTicketList,
      (await getAs(t, admin, `${base}/queryOrderTicketListByMainId`, { id })).body,
    ).result!,
  });

  const product = (code: string) => createHash('md5').update(`demo-product:${code}`).digest('hex');
  const productLines = async (id: string) =>
    expectContract(jeecgOrderLineList, (await getAs(t, admin, `${base}/queryOrderLineListByMainId`, { id })).body)
      .result!;
  const payments = async (id: string) =>
    expectContract(jeecgOrderPaymentList, (await getAs(t, admin, `${base}/queryOrderPaymentListByMainId`, { id })).body)
      .result!;

  const order = {
    orderCode: 'T-100',
    ctype: '2',
    orderDate: '2026-11-26 09:30:00',
    orderMoney: '1999.5',
    content: 'two lines',
    jeecgOrderCustomerList: [
      { id: 'row_tmp_1', name: '赵六', sex: '1', idcard: '11010119900307773X', telphone: '13800001111' },
      { name: '钱七', sex: '', idcard: '', telphone: '' },
    ],
    jeecgOrderTicketList: [
      { ticketCode: 'ZH9001', tickectDate: '2026-12-01 08:00:00' },
      { ticketCode: 'ZH9002', tickectDate: '2026-12-02' },
    ],
  };

  it('lists the seeded orders and their lines', async () => {
    const page = await list({ column: 'orderCode', order: 'asc' });
    expect(page.records.map((o) => o.orderCode)).toEqual(['A001', 'B002', 'C003']);
    const { customers, tickets } = await lines(page.records[0].id);
    expect(customers.map((c) => c.name)).toEqual(['张三', '李四']);
    expect(tickets.map((k) => [k.ticketCode, k.tickectDate])).toEqual([
      ['CA1234', '2026-11-10 08:00:00'],
      ['MU5678', '2026-11-15 19:20:00'],
    ]);
    expect((await list({ orderCode: 'B*' })).total).toBe(1);
  });

  it('adds an order with both sub-tables and reads it back in order', async () => {
    const res = await post('/add', order);
    expect(expectContract(jeecgOrderAdd, res.body)).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const id = await idOf('T-100');
    const main = expectContract(jeecgOrderQueryById, (await getAs(t, admin, `${base}/queryById`, { id })).body);
    expect(main.result).toMatchObject({
      orderCode: 'T-100',
      ctype: '2',
      orderMoney: 1999.5,
      orderDate: '2026-11-26 09:30:00',
    });
    const { customers, tickets } = await lines(id);
    expect(customers.map((c) => [c.name, c.sex, c.idcard, c.telphone, c.orderId])).toEqual([
      ['赵六', '1', '11010119900307773X', '13800001111', id],
      ['钱七', null, null, null, id],
    ]);
    expect(customers[0].id).not.toBe('row_tmp_1');
    expect(tickets.map((k) => [k.ticketCode, k.tickectDate])).toEqual([
      ['ZH9001', '2026-12-01 08:00:00'],
      ['ZH9002', '2026-12-02 00:00:00'],
    ]);
  });

  it('rolls the whole order back when one line fails inside the transaction', async () => {
    const before = (await list()).total;
    // The second ticket's code belongs to the seeded order A001: the main row and the customers written before
    // it must not survive.
    const res = await post('/add', {
      ...order,
      orderCode: 'T-ROLLBACK',
      jeecgOrderTicketList: [{ ticketCode: 'ZH7777' }, { ticketCode: 'CA1234' }],
    });
    expect(expectContract(jeecgOrderAdd, res.body)).toMatchObject({
      success: false,
      message: '航班号已被使用：CA1234',
    });
    expect((await list()).total).toBe(before);
    expect(await idOf('T-ROLLBACK')).toBeUndefined();
    const again = await post('/add', {
      ...order,
      orderCode: 'T-101',
      jeecgOrderTicketList: [{ ticketCode: 'ZH7777' }],
    });
    expect(envelope(again)).toMatchObject({ success: true }); // ZH7777 was not left behind

    // A failing edit keeps the stored order and lines as they were.
    const id = await idOf('T-100');
    const bad = await put('/edit', {
      id,
      orderCode: 'T-100-renamed',
      jeecgOrderCustomerList: [{ name: '孙八' }],
      jeecgOrderTicketList: [{ ticketCode: 'X1' }, { ticketCode: 'X1' }],
    });
    expect(expectContract(jeecgOrderEdit, bad.body)).toMatchObject({ success: false, message: '航班号已被使用：X1' });
    expect(await idOf('T-100')).toBe(id);
    expect((await lines(id)).customers.map((c) => c.name)).toEqual(['赵六', '钱七']);
  });

  it('edits an order by replacing its lines', async () => {
    const id = await idOf('T-100');
    const res = await put('/edit', {
      id,
      orderCode: 'T-100',
      ctype: '1',
      jeecgOrderCustomerList: [{ name: '孙八', telphone: '13900002222' }],
      jeecgOrderTicketList: [],
    });
    expect(expectContract(jeecgOrderEdit, res.body)).toMatchObject({ success: true, message: '编辑成功!' });
    const { customers, tickets } = await lines(id);
    expect(customers.map((c) => c.name)).toEqual(['孙八']);
    expect(tickets).toEqual([]);
    expect(envelope(await put('/edit', { id: 'nope', orderCode: 'x' })).message).toBe('未找到对应数据');
  });

  it('answers validation messages for the main row and any line', async () => {
    const msg = async (body: object) => envelope(await post('/add', body)).message;
    expect(await msg({ ...order, orderCode: ' ' })).toBe('订单号不能为空');
    expect(await msg({ ...order, ctype: '9' })).toBe('订单类型只能是1或2');
    expect(await msg({ ...order, jeecgOrderCustomerList: [{ name: 'a', sex: '3' }] })).toBe('性别只能是1或2');
    expect(await msg({ ...order, orderMoney: 'abc' })).toBe('订单金额不正确');
    expect(await msg({ ...order, orderDate: '26/11/2026' })).toBe('下单时间格式不正确');
    expect(await msg({ ...order, jeecgOrderCustomerList: [{ name: '' }] })).toBe('客户名不能为空');
    expect(await msg({ ...order, jeecgOrderCustomerList: [{ name: 'a', telphone: '123' }] })).toBe(
      '手机号码格式不正确',
    );
    expect(await msg({ ...order, jeecgOrderCustomerList: [{ name: 'a', idcard: '12345' }] })).toBe(
      '身份证号格式不正确',
    );
    expect(await msg({ ...order, jeecgOrderTicketList: [{ ticketCode: '' }] })).toBe('航班号不能为空');
    expect(await msg({ ...order, jeecgOrderTicketList: [{ ticketCode: 'CA 12' }] })).toBe(
      '航班号只能是2-20位字母或数字',
    );
    expect(await msg({ ...order, orderCode: 'T-BADDAY', orderDate: '2026-02-30 00:00:00' })).toBe(
      '日期不存在：2026-02-30 00:00:00',
    );
    expect(await idOf('T-BADDAY')).toBeUndefined();
  });

  it('saves product lines priced from the catalogue with the order total, and payments with their files', async () => {
    const report = createHash('md5').update('cgreport:rp_order_product').digest('hex');
    // The popup's report: online reports run on SQLite only (report-runner.ts, a read-only SQLite child).
    if (process.env.EMULATOR_TEST_DB !== 'postgres') {
      const popup = await getAs(t, admin, `/online/cgreport/api/getData/${report}`, { product_code: 'P001' });
      expect(envelope(popup).result).toMatchObject({ total: 1, records: [{ product_name: '小麦种子', price: 180 }] });
    }
    const variant = {
      orderCode: 'T-PRODUCTS',
      orderMoney: 1, // overwritten by the lines' total
      jeecgOrderLineList: [
        { id: 'row_1', productId: product('P001'), qty: 3, price: 0.01, amount: 0.03 }, // client copies ignored
        { productId: product('P002'), qty: '2' },
      ],
      jeecgOrderPaymentList: [
        { payDate: '2026-11-26', payAmount: '200', payMethod: 'bank', attachment: 'temp/receipt_1732.pdf' },
      ],
    };
    expect(envelope(await post('/add', variant)).success).toBe(true);
    const id = await idOf('T-PRODUCTS');
    const read = async () => ({
      main: (await list({ orderCode: 'T-PRODUCTS' })).records[0],
      lines: await productLines(id),
      payments: await payments(id),
    });
    let got = await read();
    expect(got.lines.map((l) => [l.productName, l.unit, l.price, l.qty, l.amount])).toEqual([
      ['小麦种子', '袋', 180, 3, 540],
      ['玉米种子', '袋', 95.5, 2, 191],
    ]);
    expect(got.main.orderMoney).toBe(731);
    expect(got.payments.map((p) => [p.payDate, p.payAmount, p.payMethod, p.attachment])).toEqual([
      ['2026-11-26 00:00:00', 200, 'bank', 'temp/receipt_1732.pdf'],
    ]);

    // JeecgBoot's own client edits without the variant's lists: they are kept, and so is the computed total.
    expect(envelope(await put('/edit', { id, orderCode: 'T-PRODUCTS', orderMoney: 5 })).success).toBe(true);
    got = await read();
    expect([got.lines.length, got.payments.length, got.main.orderMoney]).toEqual([2, 1, 731]);

    // An unknown product fails the whole edit: the stored lines and payments survive.
    const bad = await put('/edit', {
      id,
      orderCode: 'T-PRODUCTS',
      jeecgOrderLineList: [
        { productId: product('P003'), qty: 1 },
        { productId: 'no-such-product', qty: 1 },
      ],
      jeecgOrderPaymentList: [],
    });
    expect(envelope(bad).message).toBe('商品不存在：no-such-product');
    got = await read();
    expect([got.lines.length, got.payments.length, got.main.orderMoney]).toEqual([2, 1, 731]);

    const msg = async (body: object) => envelope(await post('/add', { orderCode: 'T-X', ...body })).message;
    expect(await msg({ jeecgOrderLineList: [{ productId: '', qty: 1 }] })).toBe('商品不能为空');
    expect(await msg({ jeecgOrderLineList: [{ productId: product('P001') }] })).toBe('数量不能为空');
    expect(await msg({ jeecgOrderLineList: [{ productId: product('P001'), qty: 1.5 }] })).toBe('数量须为正整数');
    expect(await msg({ jeecgOrderPaymentList: [{ payAmount: 5 }] })).toBe('付款时间不能为空');
    expect(await msg({ jeecgOrderPaymentList: [{ payDate: '2026-11-26', payAmount: 0 }] })).toBe('付款金额须大于0');
    expect(envelope(await del('/delete', { id })).success).toBe(true);
  });

  it('deletes one order or a batch with their lines', async () => {
    const id = await idOf('T-101');
    expect(expectContract(jeecgOrderDelete, (await del('/delete', { id })).body)).toMatchObject({
      message: '删除成功!',
    });
    expect((await lines(id)).tickets).toEqual([]);
    expect(envelope(await del('/delete', { id })).message).toBe('未找到对应数据');
    const ids = [await idOf('T-100'), await idOf('C003')];
    const res = await del('/deleteBatch', { ids: `${ids.join(',')},` });
    expect(expectContract(jeecgOrderDeleteBatch, res.body)).toMatchObject({ success: true, message: '批量删除成功！' });
    expect((await list()).records.map((o) => o.orderCode).sort()).toEqual(['A001', 'B002']);
  });

  const importFile = async (file: Buffer) =>
    expectContract(
      jeecgOrderImportExcel,
      (await t.http.post(`/jeecg-boot${base}/importExcel`).set('X-Access-Token', admin).attach('file', file, 'o.xlsx'))
        .body,
    );
  /** The sheet before product lines and payments: such files still import (the bad-rows test uses it). */
  /** The last cell of each data row of an import's error workbook: the row's message. */
  const rowErrors = async (body: { result: unknown }) => {
    const { fileUrl } = body.result as { fileUrl: string };
    const rows = await readRows((await getAs(t, admin, fileUrl).buffer(true).parse(binaryParser)).body as Buffer);
    return rows.slice(1).map((r) => r.at(-1));
  };
  const CUSTOMER_TICKET_HEADER = [
    '订单号',
    '订单类型',
    '下单时间',
    '订单金额',
    '备注',
    '客户名',
    '性别',
    '身份证号',
    '电话',
    '航班号',
    '航班时间',
  ];
  const HEADER = [
    ...CUSTOMER_TICKET_HEADER,
    '商品',
    '数量',
    '单价',
    '金额',
    '付款时间',
    '付款金额',
    '付款方式',
    '付款凭证',
  ];
  /** A sheet row from cells by header (the others empty). */
  const sheetRow = (cells: Record<string, string | number>) => HEADER.map((h) => cells[h] ?? null);
  /** The named cells of exported rows (`readRows` leaves empty cells out). */
  const pick = (rows: string[][], names: string[]) => rows.map((r) => names.map((n) => r[HEADER.indexOf(n)] ?? ''));

  it('exports orders one line per row and re-imports the export as the same orders', async () => {
    const res = await getAs(t, admin, `${base}/exportXls`, { column: 'orderCode', order: 'asc' })
      .buffer(true)
      .parse(binaryParser);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    const rows = await readRows(res.body as Buffer);
    expect(rows[0][0]).toBe('订单信息报表');
    expect(rows[2]).toEqual(HEADER);
    expect(rows.slice(3).map((r) => [r[0], r[1], r[5], r[6], r[9]])).toEqual([
      ['A001', '国内订单', '张三', '男', 'CA1234'],
      ['A001', '国内订单', '李四', '女', 'MU5678'],
      ['B002', '国际订单', '王五', '男', 'CZ3101'],
    ]);
    const snapshot = async () => {
      const records = (await list({ column: 'orderCode', order: 'asc' })).records;
      return Promise.all(
        records.map(async ({ id, orderCode, ctype, orderDate, orderMoney, content }) => {
          const { customers, tickets } = await lines(id);
          return {
            main: { orderCode, ctype, orderDate, orderMoney, content },
            customers: customers.map(({ name, sex, idcard, telphone }) => ({ name, sex, idcard, telphone })),
            tickets: tickets.map(({ ticketCode, tickectDate }) => ({ ticketCode, tickectDate })),
          };
        }),
      );
    };
    const before = await snapshot();
    const ids = (await list()).records.map((o) => o.id);
    expect(envelope(await del('/deleteBatch', { ids: ids.join(',') })).success).toBe(true);
    expect(await importFile(res.body as Buffer)).toMatchObject({ success: true, message: '共3行数据全部导入成功！' });
    expect(await snapshot()).toEqual(before);
  });

  it('reports bad rows of an import and writes none of the file', async () => {
    const before = (await list()).total;
    const file = await importWorkbook(CUSTOMER_TICKET_HEADER, [
      ['I-1', '国际订单', '2026-11-20', 88, null, '周九', '男', null, null, 'IM001', '2026-12-05 10:00:00'],
      [null, null, null, null, null, '吴十', '女', null, null, 'IM002', null],
      ['I-2', '国内订单', null, null, null, '郑一', '男', null, null, 'IM003', null],
      ['I-2', '国际订单', null, null, null, null, null, null, null, null, null],
      [null, null, null, null, null, '冯二', '未知', null, null, null, null],
      [null, null, null, null, null, null, null, null, null, 'CA1234', null],
      [null, null, null, null, null, null, null, null, '13800001111', null, null],
    ]);
    const body = await importFile(file);
    expect(body).toMatchObject({ success: true, code: 201, result: { totalCount: 7, successCount: 0, errorCount: 4 } });
    expect(await rowErrors(body)).toEqual([
      '第7行:与订单I-2的其他行不一致：订单类型',
      '第8行:性别只能是1或2',
      '第9行:航班号已被使用：CA1234',
      '第10行:客户名不能为空',
    ]);
    // Neither the good order I-1 nor the good first row of I-2 was written.
    expect((await list()).total).toBe(before);
    expect(await idOf('I-1')).toBeUndefined();
  });

  it('exports product lines and payments and re-imports them priced by the server', async () => {
    const added = await post('/add', {
      orderCode: 'T-XLS',
      ctype: '1',
      orderDate: '2026-11-27 10:00:00',
      jeecgOrderCustomerList: [{ name: '周一' }],
      jeecgOrderTicketList: [],
      jeecgOrderLineList: [
        { productId: product('P001'), qty: 3 },
        { productId: product('P005'), qty: 2 },
      ],
      jeecgOrderPaymentList: [
        {
          payDate: '2026-11-27 11:00:00',
          payAmount: 500,
          payMethod: 'alipay',
          attachment: 'temp/a_1.pdf,temp/b_2.png',
        },
      ],
    });
    expect(envelope(added).success).toBe(true);
    const id = await idOf('T-XLS');
    const res = await getAs(t, admin, `${base}/exportXls`, { selections: id }).buffer(true).parse(binaryParser);
    const rows = await readRows(res.body as Buffer);
    expect(rows[2]).toEqual(HEADER);
    const data = rows.slice(3);
    expect(pick(data, ['订单号', '订单金额', '客户名', '商品', '数量', '单价', '金额'])).toEqual([
      ['T-XLS', '1000', '周一', '小麦种子', '3', '180', '540'],
      ['T-XLS', '1000', '', '滴灌带', '2', '230', '460'],
    ]);
    expect(pick(data, ['付款时间', '付款金额', '付款方式', '付款凭证'])).toEqual([
      ['2026-11-27 11:00:00', '500', '支付宝', 'temp/a_1.pdf,temp/b_2.png'],
      ['', '', '', ''],
    ]);

    // Re-imported under a new number with its price, amount and order money cells altered: the server prices
    // the lines from its catalogue and the order's money is their total, as when the form saves them.
    const at = (name: string) => HEADER.indexOf(name);
    const altered = data.map((r) => {
      const row: (string | null)[] = HEADER.map((_, i) => r[i] ?? null);
      row[at('订单号')] = 'T-XLS-2';
      row[at('订单金额')] = '1';
      row[at('单价')] = '0.01';
      row[at('金额')] = '0.02';
      return row;
    });
    expect(await importFile(await importWorkbook(HEADER, altered))).toMatchObject({
      success: true,
      message: '共2行数据全部导入成功！',
    });
    const copy = (await list({ orderCode: 'T-XLS-2' })).records[0];
    expect(copy.orderMoney).toBe(1000);
    expect((await productLines(copy.id)).map((l) => [l.productName, l.unit, l.price, l.qty, l.amount])).toEqual([
      ['小麦种子', '袋', 180, 3, 540],
      ['滴灌带', '卷', 230, 2, 460],
    ]);
    expect((await payments(copy.id)).map((p) => [p.payDate, p.payAmount, p.payMethod, p.attachment])).toEqual([
      ['2026-11-27 11:00:00', 500, 'alipay', 'temp/a_1.pdf,temp/b_2.png'],
    ]);
    expect((await lines(copy.id)).customers.map((c) => c.name)).toEqual(['周一']);
    expect(envelope(await del('/deleteBatch', { ids: `${id},${copy.id}` })).success).toBe(true);
  });

  it('refuses a whole sheet naming an unknown product or a bad line or payment', async () => {
    const file = await importWorkbook(HEADER, [
      sheetRow({ 订单号: 'I-3', 商品: '小麦种子', 数量: 1, 付款时间: '2026-11-27', 付款金额: 9, 付款方式: '现金' }),
      sheetRow({ 商品: '不存在的商品', 数量: 2 }),
      sheetRow({ 商品: '尿素', 数量: 0 }),
      sheetRow({ 商品: '尿素', 数量: -2 }),
      sheetRow({ 商品: '尿素' }),
      sheetRow({ 付款时间: '2026-11-27', 付款金额: 5, 付款方式: '信用卡' }),
      sheetRow({ 付款金额: 5 }),
    ]);
    const body = await importFile(file);
    expect(body).toMatchObject({ success: true, code: 201, result: { totalCount: 7, successCount: 0, errorCount: 6 } });
    expect(await rowErrors(body)).toEqual([
      '第5行:商品不存在：不存在的商品',
      '第6行:数量须为正整数',
      '第7行:数量须为正整数',
      '第8行:数量不能为空',
      '第9行:付款方式不正确：信用卡',
      '第10行:付款时间不能为空',
    ]);
    expect(await idOf('I-3')).toBeUndefined();
  });

  it('is gated by the demo menu and its buttons (viewer gets 510)', async () => {
    const viewer = await signIn(t, 'viewer');
    expect(envelope(await getAs(t, viewer, `${base}/list`))).toMatchObject({ success: false, code: 510 });
    expect(envelope(await post('/add', order, viewer))).toMatchObject({ success: false, code: 510 });
    expect(envelope(await getAs(t, viewer, `${base}/exportXls`))).toMatchObject({ success: false, code: 510 });
  });
});
