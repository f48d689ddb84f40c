import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type Budget, grown, measureToPasswordField, unhashed } from './support/sign-in-weight';

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
});

test('the sign-in page stays within its byte and request budget to the password field', async ({ browser }) => {
  const baseURL = process.env.E2E_BASE_URL!;
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

test('a deep link without a session shows the login form with no byte of the main layout', async ({ browser }) => {
  const baseURL = process.env.E2E_BASE_URL!;
  const weight = await measureToPasswordField(browser, `${baseURL}/isystem/user`);
  const names = weight.files.map((file) => file.name);
  expect(names.some((name) => name.includes('/assets/login-page'))).toBe(true);
  expect(names.filter((name) => /basic-layout|dashboard|echarts/.test(name))).toEqual([]);
  // The deep link costs what the sign-in page costs: nothing more than its budget.
  expect(weight.requests).toBeLessThanOrEqual(budget.requests);
});
