import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { JeecgError } from '../errors/jeecg.errors';
import { type DataRule, resolveRuleValue, withDataRules } from './data-rules';
import { type ListFields, MAX_PAGE_ROWS, fetchPage, parseValueRule, planListQuery } from './list-query';

describe('parseValueRule (QueryGenerator.convert2Rule)', () => {
  it.each([
    ['admin', { op: 'eq', value: 'admin' }],
    ['  admin  ', { op: 'eq', value: 'admin' }],
    ['*adm*', { op: 'like', value: 'adm' }],
    ['*min', { op: 'left_like', value: 'min' }],
    ['adm*', { op: 'right_like', value: 'adm' }],
    ['*', { op: 'eq', value: '*' }],
    ['a,b', { op: 'in', value: ['a', 'b'] }],
    [',a,b,', { op: 'like_or', value: ['a', 'b'] }],
    ['!admin', { op: 'ne', value: 'admin' }],
    ['a++b', { op: 'eq', value: 'a,b' }],
    ['>= 5', { op: 'ge', value: ' 5' }],
    ['<= 5', { op: 'le', value: ' 5' }],
    ['!= x', { op: 'ne', value: ' x' }],
    ['> 5', { op: 'gt', value: ' 5' }],
    ['< 5', { op: 'lt', value: ' 5' }],
    ['= x', { op: 'eq', value: ' x' }],
    ['ge  abc ', { op: 'ge', value: 'abc' }],
    ['ne abc', { op: 'ne', value: 'abc' }],
    ['in a,b', { op: 'in', value: ['a', 'b'] }],
  ])('%j -> %j', (raw, rule) => {
    expect(parseValueRule(raw)).toEqual(rule);
  });

  it('ignores blank values', () => {
    expect(parseValueRule('')).toBeNull();
    expect(parseValueRule('   ')).toBeNull();
    expect(parseValueRule(',,')).toBeNull();
  });
});

const fields: ListFields = {
  username: 'string',
  realname: 'string',
  sex: 'number',
  createTime: 'datetime',
  birthday: 'date',
};

/** A request's query with no data rules in force. */
const q = (query: Record<string, unknown>) => withDataRules(query, []);

describe('planListQuery', () => {
  it('defaults to page 1 of 10 and ignores unknown and reserved parameters', () => {
    const plan = planListQuery(
      fields,
      q({ password: 'x', _t: '1', field: 'id,username', order: 'desc', token: 't' }),
      'u',
    );
    expect(plan).toEqual({ conditions: [], orderBy: [], pageNo: 1, pageSize: 10 });
  });

  it('reads at most MAX_PAGE_ROWS rows and remembers a larger requested size', () => {
    expect(planListQuery(fields, q({ pageSize: '99999' }), 'u')).toMatchObject({
      pageSize: MAX_PAGE_ROWS,
      requestedPageSize: 99999,
    });
    expect(planListQuery(fields, q({ pageSize: String(MAX_PAGE_ROWS) }), 'u')).not.toHaveProperty('requestedPageSize');
  });

  it('binds every value as a parameter and names only allowlisted properties', () => {
    const plan = planListQuery(fields, q({ username: "' OR 1=1 --" }), 'u');
    expect(plan.conditions).toEqual([{ sql: 'u.username = :lq0', params: { lq0: "' OR 1=1 --" } }]);
  });

  it('adds the data rules in force as conditions on allowlisted properties only (contract §6.4)', () => {
    const rules = [
      { column: 'orgCode', conditions: 'RIGHT_LIKE', value: 'A01' },
      { column: 'nope', conditions: '=', value: 'x' },
      { column: 'username', conditions: 'IN', value: 'a,b' },
    ];
    const plan = planListQuery({ ...fields, orgCode: 'string' }, withDataRules({ username: 'a' }, rules), 'u');
    expect(plan.conditions).toEqual([
      { sql: 'u.username = :lq0', params: { lq0: 'a' } },
      { sql: "u.orgCode LIKE :lq1 ESCAPE '\\'", params: { lq1: 'A01%' } },
      { sql: 'u.username IN (:...lq2)', params: { lq2: ['a', 'b'] } },
    ]);
    expect(planListQuery(fields, q({}), 'u').conditions).toEqual([]);
  });

  it('keeps the rules through spreads and rest patterns, and never lists them as a parameter', () => {
    const rules: DataRule[] = [{ column: 'username', conditions: '=', value: 'a' }];
    const query = withDataRules({ username: 'b', pageNo: '2' }, rules);
    const { pageNo: _, ...rest } = query;
    for (const derived of [{ ...query, pageSize: 1 }, rest]) {
      expect(planListQuery(fields, derived, 'u').conditions).toContainEqual({
        sql: 'u.username = :lq1',
        params: { lq1: 'a' },
      });
    }
    expect(Object.keys(query)).toEqual(['username', 'pageNo']);
    expect(JSON.stringify(query)).toBe('{"username":"b","pageNo":"2"}');
  });

  it('matches no row for a data rule it cannot apply (raw SQL rules, unconvertible values)', () => {
    const rules = [
      { column: 'username', conditions: 'USE_SQL_RULES', value: '1=1' },
      { column: 'createTime', conditions: '>', value: 'not a date' },
    ];
    const plan = planListQuery(fields, withDataRules({}, rules), 'u');
    expect(plan.conditions).toEqual([
      { sql: '1 = 0', params: {} },
      { sql: '1 = 0', params: {} },
    ]);
  });

  it('replaces rule variables and refuses unknown ones', () => {
    expect(resolveRuleValue('#{sys_org_code}', { sys_org_code: 'A01A02' })).toBe('A01A02');
    expect(resolveRuleValue('x#{nope}', { sys_org_code: 'A01' })).toBeNull();
  });

  it('escapes LIKE wildcards in the operand', () => {
    const plan = planListQuery(fields, q({ username: '*a_b%*' }), 'u');
    expect(plan.conditions[0]).toEqual({ sql: "u.username LIKE :lq0 ESCAPE '\\'", params: { lq0: '%a\\_b\\%%' } });
  });

  it('sorts by allowlisted properties, mapping _dictText back to the base property', () => {
    expect(planListQuery(fields, q({ column: 'createTime', order: 'desc' }), 'u').orderBy).toEqual([
      { property: 'createTime', direction: 'DESC' },
    ]);
    expect(planListQuery(fields, q({ column: 'sex_dictText,username', order: 'ASC' }), 'u').orderBy).toEqual([
      { property: 'sex', direction: 'ASC' },
      { property: 'username', direction: 'ASC' },
    ]);
    expect(planListQuery(fields, q({ column: 'username', order: 'whatever' }), 'u').orderBy[0].direction).toBe('DESC');
    expect(planListQuery(fields, q({ column: 'username' }), 'u').orderBy).toEqual([]);
  });

  it('refuses to sort by a column outside the allowlist', () => {
    expect(() => planListQuery(fields, q({ column: 'password', order: 'asc' }), 'u')).toThrow(
      '请注意，将要排序的列字段不存在：password',
    );
    expect(() => planListQuery(fields, q({ column: 'username; DROP TABLE sys_user', order: 'asc' }), 'u')).toThrow(
      JeecgError,
    );
  });

  it('answers a wrongly typed plain value like a failed bean binding', () => {
    expect(() => planListQuery(fields, q({ sex: '>= 1' }), 'u')).toThrow(JeecgError);
    expect(planListQuery(fields, q({ sex: '2' }), 'u').conditions[0].params).toEqual({ lq0: 2 });
  });

  it('skips unparsable range bounds and expands date-only bounds to the whole day', () => {
    const plan = planListQuery(
      fields,
      q({ createTime_begin: '2024-05-01', createTime_end: '2024-05-02', sex_begin: 'abc' }),
      'u',
    );
    expect(plan.conditions.map((c) => c.sql)).toEqual(['u.createTime >= :lq0', 'u.createTime <= :lq1']);
    expect(plan.conditions[0].params.lq0).toEqual(new Date(2024, 4, 1, 0, 0, 0));
    expect(plan.conditions[1].params.lq1).toEqual(new Date(2024, 4, 2, 23, 59, 59));
  });

  it('rejects malformed advanced queries and unknown fields in them', () => {
    expect(() => planListQuery(fields, q({ superQueryParams: '{not json' }), 'u')).toThrow('高级查询参数格式不正确');
    const unknown = encodeURIComponent(JSON.stringify([{ field: 'password', rule: 'eq', val: 'x' }]));
    expect(() => planListQuery(fields, q({ superQueryParams: unknown }), 'u')).toThrow(JeecgError);
  });
});

@Entity('t_person')
class Person {
  @PrimaryColumn({ type: 'varchar' }) id: string;
  @Column({ type: 'varchar' }) username: string;
  @Column({ type: 'varchar' }) realname: string;
  @Column({ type: 'integer' }) sex: number;
  @Column({ type: 'datetime', name: 'create_time' }) createTime: Date;
  @Column({ type: 'date' }) birthday: string;
}

describe('list queries against SQLite', () => {
  let db: DataSource;
  const people: Partial<Person>[] = [
    {
      id: '1',
      username: 'admin',
      realname: '管理员',
      sex: 1,
      createTime: new Date(2024, 4, 1, 9),
      birthday: '1985-03-12',
    },
    {
      id: '2',
      username: 'analyst',
      realname: '王晓农',
      sex: 1,
      createTime: new Date(2024, 4, 2, 9),
      birthday: '1990-07-21',
    },
    {
      id: '3',
      username: 'viewer',
      realname: '陈观澜',
      sex: 2,
      createTime: new Date(2024, 4, 3, 9),
      birthday: '1994-11-05',
    },
    {
      id: '4',
      username: 'a_b',
      realname: '下划线',
      sex: 2,
      createTime: new Date(2024, 4, 4, 9),
      birthday: '1999-01-01',
    },
  ];

  beforeAll(async () => {
    db = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Person], synchronize: true });
    await db.initialize();
    await db.getRepository(Person).save(people);
  });
  afterAll(() => db.destroy());

  const list = async (query: Record<string, unknown>, tieBreaker?: string) => {
    const plan = planListQuery(fields, q(query), 'p');
    const page = await fetchPage(
      db.getRepository(Person).createQueryBuilder('p'),
      plan,
      (rows) => rows.map((r) => r.username),
      tieBreaker,
    );
    return page;
  };

  it('keeps the requested direction when the tie-breaker is the sorted column', async () => {
    const desc = await list({ column: 'username', order: 'desc' }, 'username');
    expect(desc.records).toEqual(['viewer', 'analyst', 'admin', 'a_b']);
  });

  it('echoes a size above the cap and counts pages in it', async () => {
    const page = await list({ column: 'createTime', order: 'desc', pageSize: '99999' });
    expect(page).toMatchObject({ total: 4, size: 99999, current: 1, pages: 1 });
    expect(page.records).toHaveLength(4);
  });

  it('pages and sorts', async () => {
    const page = await list({ column: 'createTime', order: 'desc', pageNo: '2', pageSize: '3' });
    expect(page).toMatchObject({ records: ['admin'], total: 4, size: 3, current: 2, pages: 2 });
  });

  it('applies the value rules', async () => {
    expect((await list({ username: '*an*', column: 'username', order: 'asc' })).records).toEqual(['analyst']);
    expect((await list({ username: 'a*', column: 'username', order: 'asc' })).records).toEqual([
      'a_b',
      'admin',
      'analyst',
    ]);
    expect((await list({ username: 'admin,viewer', column: 'username', order: 'asc' })).records).toEqual([
      'admin',
      'viewer',
    ]);
    expect((await list({ username: '!admin', column: 'username', order: 'asc' })).records).toEqual([
      'a_b',
      'analyst',
      'viewer',
    ]);
    expect((await list({ realname: ',管理,观澜,', column: 'username', order: 'asc' })).records).toEqual([
      'admin',
      'viewer',
    ]);
    expect((await list({ username: '*_*' })).records).toEqual(['a_b']);
  });

  it('finds nothing, and breaks nothing, for SQL-looking values', async () => {
    expect((await list({ username: "' OR 1=1 --" })).total).toBe(0);
    expect((await list({ username: "*' OR '1'='1*" })).total).toBe(0);
    expect(await db.getRepository(Person).count()).toBe(4);
  });

  it('filters ranges and multi-values', async () => {
    expect(
      (await list({ createTime_begin: '2024-05-02', createTime_end: '2024-05-03', column: 'username', order: 'asc' }))
        .records,
    ).toEqual(['analyst', 'viewer']);
    expect((await list({ sex_MultiString: '2', column: 'username', order: 'asc' })).records).toEqual(['a_b', 'viewer']);
    expect(
      (await list({ birthday_begin: '1990-01-01', birthday_end: '1995-01-01', column: 'username', order: 'asc' }))
        .records,
    ).toEqual(['analyst', 'viewer']);
  });

  it('runs advanced queries with AND and OR', async () => {
    const conditions = [
      { field: 'username', rule: 'like', val: 'a' },
      { field: 'sex', rule: 'eq', val: '2', dbType: 'int' },
    ];
    const superQueryParams = encodeURIComponent(JSON.stringify(conditions));
    expect((await list({ superQueryParams, column: 'username', order: 'asc' })).records).toEqual(['a_b']);
    expect(
      (await list({ superQueryParams, superQueryMatchType: 'OR', column: 'username', order: 'asc' })).records,
    ).toEqual(['a_b', 'admin', 'analyst', 'viewer']);
  });
});
