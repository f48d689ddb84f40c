import {
  CONDITION_FORMAT_MESSAGE,
  FORMAT_MESSAGE,
  parseTableDict,
  parseTreeCondition,
  parseTreeSource,
  SECURITY_MESSAGE,
} from './table-dict.parser';

describe('parseTableDict', () => {
  it('reads table, text column and code column', () => {
    expect(parseTableDict('sys_user,realname,username')).toEqual({
      table: 'sys_user',
      textColumn: 'realname',
      codeColumn: 'username',
      where: 'del_flag = 0',
    });
  });

  it("accepts a condition of the form column='value' on an allowlisted column", () => {
    expect(parseTableDict("sys_depart,depart_name,id,org_category='1'").condition).toEqual({
      column: 'org_category',
      value: '1',
    });
    expect(parseTableDict("sys_user, realname , username, status = '1'").condition).toEqual({
      column: 'status',
      value: '1',
    });
  });

  it('needs at least three parts', () => {
    expect(() => parseTableDict('sys_user,realname')).toThrow(FORMAT_MESSAGE);
  });

  it('refuses sensitive and unlisted tables and columns', () => {
    expect(() => parseTableDict('sys_user,password,username')).toThrow(SECURITY_MESSAGE);
    expect(() => parseTableDict('sys_user,salt,id')).toThrow(SECURITY_MESSAGE);
    expect(() => parseTableDict('sys_user_token,token_hash,user_id')).toThrow(SECURITY_MESSAGE);
    expect(() => parseTableDict("sys_user,realname,username,password='x'")).toThrow(SECURITY_MESSAGE);
    expect(() => parseTableDict('constructor,name,id')).toThrow(SECURITY_MESSAGE);
  });

  it('refuses anything that is not a plain identifier or the tiny condition form', () => {
    for (const code of [
      "sys_user,realname,username,1=1 OR '1'='1'",
      "sys_user,realname,username,status='1' OR 1=1",
      'sys_user where 1=1,realname,username',
      "' OR 1=1 --,a,b",
      'sys_user,realname as x,username',
      "sys_user,realname,username,status='1'--",
    ]) {
      expect(() => parseTableDict(code)).toThrow(FORMAT_MESSAGE);
    }
  });
});

describe('parseTreeSource', () => {
  const base = { tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' };

  it('authorises a tree of an allowlisted table', () => {
    expect(parseTreeSource(base)).toEqual({
      table: 'sys_category',
      textColumn: 'name',
      codeColumn: 'id',
      pidColumn: 'pid',
      hasChildColumn: 'has_child',
      where: undefined,
    });
    expect(parseTreeSource({ ...base, hasChildField: ' ' }).hasChildColumn).toBeUndefined();
    expect(
      parseTreeSource({ tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' }).where,
    ).toBe("del_flag = '0'");
  });

  it('refuses unlisted names and anything that is not a plain identifier', () => {
    expect(() => parseTreeSource({ ...base, tableName: 'sys_user', text: 'password', pidField: 'id' })).toThrow(
      SECURITY_MESSAGE,
    );
    expect(() => parseTreeSource({ ...base, hasChildField: 'create_by' })).toThrow(SECURITY_MESSAGE);
    expect(() => parseTreeSource({ ...base, pidField: 'pid OR 1=1' })).toThrow(FORMAT_MESSAGE);
    expect(() => parseTreeSource({ ...base, tableName: 'sys_category t, sys_user' })).toThrow(FORMAT_MESSAGE);
  });
});

describe('parseTreeCondition', () => {
  it('reads a JSON object of allowlisted columns with string or number values', () => {
    expect(parseTreeCondition('sys_category', '{"code":"A01","name":3}')).toEqual([
      { column: 'code', value: 'A01' },
      { column: 'name', value: '3' },
    ]);
  });

  it('refuses anything else', () => {
    for (const text of ['nope', '[1]', 'null', '{"code":{"$ne":1}}']) {
      expect(() => parseTreeCondition('sys_category', text)).toThrow(CONDITION_FORMAT_MESSAGE);
    }
    expect(() => parseTreeCondition('sys_category', '{"1=1 or code":"x"}')).toThrow(FORMAT_MESSAGE);
    expect(() => parseTreeCondition('sys_category', '{"create_by":"x"}')).toThrow(SECURITY_MESSAGE);
  });
});
