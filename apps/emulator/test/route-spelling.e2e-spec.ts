import { type Endpoint, endpointTable, NO_PERMISSION_MESSAGE, requirementsOf } from '@cropwatch/contract';
import { reportId } from '../src/modules/cgreport/cgreport.seed';
import { signIn } from './support/contract';
import { allows, type RoleGrants, seedGrants } from './support/seed-grants';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue #29 (hole 4): the router ignores case and a trailing slash, so every check keyed by path must run on the
 * route the router matched, not on the spelling of the URL. Generated from the contract's endpoint table: every
 * signed endpoint and every endpoint with a menu or button requirement, sent in upper case and with a trailing
 * slash, must be refused exactly as its canonical spelling is.
 */

const ROLES = ['viewer', 'analyst'] as const;
const grants = seedGrants();
const entries = Object.entries(endpointTable).sort(([a], [b]) => a.localeCompare(b));

/** The spellings the router accepts for one path (dummy values for path parameters). */
const spellings = (p: string): Record<string, string> => {
  const path = `/jeecg-boot${p.replace(/[:*]\w+/g, 'x')}`;
  return { canonical: path, 'upper case': path.toUpperCase(), 'trailing slash': `${path}/` };
};

const signedEntries = entries.filter(([, e]) => e.signed);
/** Permission-checked endpoints with a seeded role that is not granted them (the role is what is refused). */
const checkedEntries = entries
  .filter(([, e]) => requirementsOf(e.access).length > 0)
  .flatMap(([key, e]) => {
    const role = ROLES.find((r) => !allows(e.access, grants.get(r) as RoleGrants));
    return role ? [[key, e, role] as const] : [];
  });

describe('checks keyed by path follow the matched route (issue #29)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['admin', ...ROLES]) tokens[role] = await signIn(t, role);
  }, 120_000);
  afterAll(() => t?.close());

  const send = (e: Endpoint, path: string, token: string) => {
    const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const req = t.http[method](path).set('X-Access-Token', token).query({ id: 'x', ids: 'x' });
    return e.method === 'GET' ? req : req.send({ id: 'x' });
  };

  it('covers every signed endpoint and most permission-checked ones', () => {
    expect(signedEntries.length).toBeGreaterThanOrEqual(5);
    expect(checkedEntries.length).toBeGreaterThan(100);
  });

  describe.each(signedEntries)('signed %s', (_key, e) => {
    it('refuses a call without X-Sign in every spelling the router accepts', async () => {
      const answers: Record<string, string> = {};
      for (const [name, path] of Object.entries(spellings(e.path))) {
        const res = await send(e, path, tokens.admin);
        const body = res.body as { success?: boolean; message?: string };
        answers[name] = `${res.status} ${body.success === false ? 'refused' : 'answered'} ${body.message ?? ''}`;
      }
      const canonical = answers.canonical;
      expect(canonical).toMatch(/^200 refused /);
      expect(answers).toEqual({ canonical, 'upper case': canonical, 'trailing slash': canonical });
    });
  });

  describe.each(entries.filter(([, e]) => e.access === 'report'))('report %s', (_key, e) => {
    it('refuses a report the analyst is not granted in every spelling the router accepts', async () => {
      const answers: Record<string, string> = {};
      const real = e.path.replace(':code', 'rp_user_depart').replace(':id', reportId('rp_user_depart'));
      for (const [name, path] of Object.entries(spellings(real))) {
        // Upper case keeps the path parameter as sent: the id and code are data.
        const sent = name === 'upper case' ? path.replace(/[^/]+$/, (last) => last.toLowerCase()) : path;
        const res = await send(e, sent, tokens.analyst);
        const body = res.body as { code?: number; message?: string };
        answers[name] = `${res.status} ${body.code} ${body.message}`;
      }
      const refused = `200 510 ${NO_PERMISSION_MESSAGE}`;
      expect(answers).toEqual({ canonical: refused, 'upper case': refused, 'trailing slash': refused });
    });
  });

  describe.each(checkedEntries)('%s', (_key, e, role) => {
    it(`refuses the ungranted role in every spelling the router accepts`, async () => {
      const answers: Record<string, string> = {};
      for (const [name, path] of Object.entries(spellings(e.path))) {
        const res = await send(e, path, tokens[role]);
        const body = res.body as { code?: number; message?: string };
        answers[name] = `${res.status} ${body.code} ${body.message}`;
      }
      const refused = `200 510 ${NO_PERMISSION_MESSAGE}`;
      expect(answers).toEqual({ canonical: refused, 'upper case': refused, 'trailing slash': refused });
    });
  });
});
