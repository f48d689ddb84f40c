import fs from 'node:fs';
import path from 'node:path';
import { type Budget, grown, measureToPasswordField, unhashed } from './support/sign-in-weight';
import { expect, test } from './support/worker-emulator';

/**
 * Size budget of the sign-in page (issue #17): gzip bytes and requests until the password field of `/user/login`
 * is visible. Deterministic (gzip level 6 of each body, a count of requests), so it is a test; times are only
 * measured in tools/bench. Over budget, the message names the files that grew against sign-in-budget.json; after an
 * intended change, update that file's figures (printed below) in the same commit.
 */
const budgetFile = path.join(__dirname, 'sign-in-budget.json');
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8')) as Budget;

test('unhashed names strip only the Vite content hash', () => {
  expect(unhashed('/assets/login-page-B3x_9kQz.js')).toBe('/assets/login-page.js');
  expect(unhashed('/assets/user-layout-Dp-1x2AB.css')).toBe('/assets/user-layout.css');
  expect(unhashed('/config.json')).toBe('/config.json');
  expect(unhashed('/jeecg-boot/sys/randomImage/1795696834835')).toBe('/jeecg-boot/sys/randomImage');
});

test('a budget failure names the files that grew or are new, largest growth first', () => {
  const file = (name: string, gzip: number) => ({ name, path: name, type: 'script', gzip });
  const weight = {
    files: [file('/a.js', 10_000), file('/b.js', 50_500), file('/c.js', 3_000), file('/new.js', 900)],
    requests: 4,
    gzipTotal: 64_400,
  };
  const recorded = { gzipBytes: 60_000, requests: 3, files: { '/a.js': 10_100, '/b.js': 40_000, '/c.js': 2_000 } };
  expect(grown(weight, recorded)).toEqual(['/b.js (40000 → 50500 B)', '/c.js (2000 → 3000 B)', '/new.js (new, 900 B)']);
});

test('the sign-in page stays within its byte and request budget to the password field', async ({
  browser,
  baseURL,
}) => {
  const weight = await measureToPasswordField(browser, `${baseURL}/user/login`);
  const figures = Object.fromEntries(weight.files.map((file) => [file.name, file.gzip]));
  console.log(
    `sign-in to password field: ${weight.gzipTotal} B gzip, ${weight.requests} requests\n` +
      JSON.stringify(figures, null, 2),
  );
  const growth = grown(weight, budget);
  expect(weight.gzipTotal, `over the byte budget; grew: ${growth.join(', ') || 'none named'}`).toBeLessThanOrEqual(
    budget.gzipBytes,
  );
  expect(weight.requests, `over the request budget; new or grown: ${growth.join(', ') || 'none'}`).toBeLessThanOrEqual(
    budget.requests,
  );
});

test('a deep link without a session shows the login form with no byte of the main layout', async ({
  browser,
  baseURL,
}) => {
  const weight = await measureToPasswordField(browser, `${baseURL}/isystem/user`);
  const names = weight.files.map((file) => file.name);
  // The sign-in page is part of the entry chunk (router.tsx, issue #17): the entry is loaded, the layout is not.
  expect(names).toContain('/assets/index.js');
  expect(names.filter((name) => /basic-layout|dashboard|echarts/.test(name))).toEqual([]);
  // The deep link loads nothing the sign-in page does not (its own document aside).
  const extra = weight.files.filter((file) => file.type !== 'document' && !(file.name in budget.files));
  expect(extra.map((file) => file.name)).toEqual([]);
});
