import { FORMAT_MESSAGE, parseTableDict, SECURITY_MESSAGE } from './table-dict.parser';

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
