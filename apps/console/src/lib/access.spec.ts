import type { AllAuthEntry, AuthEntry } from '@cropwatch/contract';
import { authorisedWithPrefix, hasPermission, isDisabledByAuth, splitCodes } from './access';

const auth = (action: string, type: '1' | '2'): AuthEntry => ({ action, type, describe: null });
const rule = (action: string, type: '1' | '2', status: '0' | '1'): AllAuthEntry => ({ action, type, status, describe: null });

describe('hasPermission (spec §6)', () => {
  const allAuth = [rule('user:add', '2', '1'), rule('user:delete', '2', '0'), rule('user:edit', '2', '1')];

  it('allows an action in the user’s type-2 list', () => {
    expect(hasPermission('user:add', [auth('user:add', '2')], allAuth)).toBe(true);
  });

  it('allows a held action even when the system rule is disabled', () => {
    expect(hasPermission('user:delete', [auth('user:delete', '2')], allAuth)).toBe(true);
  });

  it('denies an action disabled in all-permissions that the user does not hold', () => {
    expect(hasPermission('user:delete', [], allAuth)).toBe(false);
  });

  it('allows an enabled action the user lacks when the user has no type-2 permission at all', () => {
    expect(hasPermission('user:edit', [], allAuth)).toBe(true);
    expect(hasPermission('user:edit', [auth('user:edit', '1'), auth('user:view', '1')], allAuth)).toBe(true);
  });

  it('denies an enabled action the user lacks when the user has other type-2 permissions', () => {
    expect(hasPermission('user:edit', [auth('user:add', '2')], allAuth)).toBe(false);
  });

  it('denies an action no rule mentions', () => {
    expect(hasPermission('user:export', [], allAuth)).toBe(false);
    expect(hasPermission('user:export', [auth('user:add', '2')], allAuth)).toBe(false);
  });

  it('allows a comma list when any listed action is allowed', () => {
    const user = [auth('user:add', '2')];
    expect(hasPermission('user:edit,user:add', user, allAuth)).toBe(true);
    expect(hasPermission(' user:edit , user:delete ', user, allAuth)).toBe(false);
  });

  it('denies an empty action', () => {
    expect(hasPermission('', [], allAuth)).toBe(false);
    expect(splitCodes(' , ')).toEqual([]);
  });
});

describe('isDisabledByAuth (contract §3.4 disabledAuthFilter)', () => {
  const allAuth = [rule('user:form:phone', '2', '1'), rule('user:form:email', '2', '0'), rule('user:form:sex', '1', '1')];

  it('disables a control under a valid type-2 rule for users without that code', () => {
    expect(isDisabledByAuth('user:form:phone', [], allAuth)).toBe(true);
    expect(isDisabledByAuth('user:form:phone', [auth('user:form:phone', '1')], allAuth)).toBe(true);
  });

  it('enables the control for users granted the type-2 code', () => {
    expect(isDisabledByAuth('user:form:phone', [auth('user:form:phone', '2')], allAuth)).toBe(false);
  });

  it('ignores rules that are disabled, of type 1, or unknown', () => {
    expect(isDisabledByAuth('user:form:email', [], allAuth)).toBe(false);
    expect(isDisabledByAuth('user:form:sex', [], allAuth)).toBe(false);
    expect(isDisabledByAuth('user:form:unknown', [], allAuth)).toBe(false);
  });

  it('disables a comma list only when every code disables', () => {
    expect(isDisabledByAuth('user:form:phone,user:form:email', [], allAuth)).toBe(false);
    expect(isDisabledByAuth('user:form:phone,user:form:phone', [], allAuth)).toBe(true);
    expect(isDisabledByAuth('', [], allAuth)).toBe(false);
  });
});

describe('authorisedWithPrefix (authPre: codes to exclude)', () => {
  const allAuth = [
    rule('user:add', '1', '1'),
    rule('user:batch_delete', '1', '1'),
    rule('user:export', '1', '0'),
    rule('user:form:phone', '2', '1'),
    rule('role:add', '1', '1'),
  ];

  it('returns enabled type-1 codes with the prefix removed, minus those the user holds', () => {
    expect(authorisedWithPrefix('user:', [auth('user:add', '1')], allAuth)).toEqual(['batch_delete']);
    expect(authorisedWithPrefix('user:', [], allAuth)).toEqual(['add', 'batch_delete']);
  });

  it('does not count a type-2 grant as holding the code', () => {
    expect(authorisedWithPrefix('user:', [auth('user:add', '2')], allAuth)).toEqual(['add', 'batch_delete']);
  });

  it('returns nothing without a prefix', () => {
    expect(authorisedWithPrefix('', [], allAuth)).toEqual([]);
  });
});
