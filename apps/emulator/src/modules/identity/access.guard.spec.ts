import type { ExecutionContext } from '@nestjs/common';
import { type Endpoint, NO_PERMISSION_MESSAGE } from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { CONTRACT_ENDPOINT } from '../../core/http/contract-endpoint';
import { AccessGuard, isGranted } from './access.guard';
import type { Grants, PermissionService } from './permission.service';

const grants: Grants = {
  menus: new Set(['/isystem/position']),
  buttons: new Set(['position:add']),
  dataRuleIds: new Map(),
};

function run(access: unknown, principal: object | null = { id: 'u1' }) {
  const endpoint = { method: 'GET', path: '/x', auth: true, access } as unknown as Endpoint;
  const handler = () => undefined;
  Reflect.defineMetadata(CONTRACT_ENDPOINT, endpoint, handler);
  let queries = 0;
  const permissions = {
    grantsOf: () => {
      queries += 1;
      return Promise.resolve(grants);
    },
  } as unknown as PermissionService;
  const req: Record<string, unknown> = { principal: principal ?? undefined };
  const context = {
    getHandler: () => handler,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  const guard = new AccessGuard(permissions, { now: () => 0 });
  return { result: guard.canActivate(context), queries: () => queries, req, guard, context };
}

const denied = async (p: boolean | Promise<boolean>) => {
  const err = await Promise.resolve(p).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(JeecgError);
  expect(err).toMatchObject({ code: 510, message: NO_PERMISSION_MESSAGE });
};

describe('AccessGuard', () => {
  it('lets public and self endpoints through without reading grants', () => {
    for (const access of ['public', 'self']) {
      const r = run(access);
      expect(r.result).toBe(true); // at once, no promise
      expect(r.queries()).toBe(0);
    }
  });

  it('lets a granted menu or button through, any one of a list sufficing', async () => {
    await expect(run({ menu: '/isystem/position' }).result).resolves.toBe(true);
    await expect(run({ button: 'position:add' }).result).resolves.toBe(true);
    await expect(run([{ menu: '/nope' }, { button: 'position:add' }]).result).resolves.toBe(true);
  });

  it('answers 510 for a missing grant, a missing principal and an endpoint without a declaration', async () => {
    await denied(run({ button: 'position:delete' }).result);
    await denied(run({ menu: '/isystem/user' }).result);
    await denied(run({ button: 'position:add' }, null).result);
    await denied(run(undefined).result);
  });

  it('reads the grants once per request', async () => {
    const r = run({ menu: '/isystem/position' });
    await r.result;
    await r.guard.canActivate(r.context);
    expect(r.queries()).toBe(1);
    expect(r.req.grants).toBe(grants);
  });

  it('isGranted matches exact urls and codes', () => {
    expect(isGranted({ menu: '/isystem/position/x' }, grants)).toBe(false);
    expect(isGranted({ button: 'position' }, grants)).toBe(false);
  });
});
