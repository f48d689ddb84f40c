import { expect, submitSignIn, test } from './support/fixtures';
import { countRequests, requestsUntilShown, waterfallDepth } from './support/request-count';

/**
 * Request budgets past sign-in (issue #32): requests from the sign-in button to the home page's first card, and from
 * a list page's deep link (signed in, cold page load) to its first row. Counts, not times: times are in
 * tools/bench.
 */
const HOME_FIRST_CARD = 25;
const LIST_DEEP_LINK = 30;

// The requests started before the card first shows its figures (requestsUntilShown). The map (its chunk, Leaflet,
// the outlines) starts in the same render as the card, beside it behind its own Suspense boundary; the dashboard
// chunk itself no longer imports the Leaflet chunk (build/chunk-groups.ts liftFamilyDependencies).
test('sign-in to the home page first card stays within its request budget', async ({ page }) => {
  await page.goto('/user/login');
  await page.locator('input[type="password"]').first().waitFor();
  // The card with its figures: the caption names the monitoring period (not the loading text).
  const { before, names: requests } = await requestsUntilShown(page, 'period-caption', '监测时段', async () => {
    await submitSignIn(page, 'admin');
    await expect(page.getByTestId('period-caption')).toContainText('监测时段', { timeout: 45_000 });
  });
  console.log(`sign-in → home first card: ${requests.length} requests\n${requests.join('\n')}`);
  expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(HOME_FIRST_CARD);
  // The page's data starts with its chunk, not after it (prefetched from the route, issue #32): the crop overview
  // call starts before the dashboard chunk has finished loading. The timing bound of the waterfall is logged only.
  const { timed, depth, steps } = await waterfallDepth(before);
  console.log(`sign-in → home first card: timing waterfall bound ${depth}\n${steps.join('\n')}`);
  const chunk = timed.find((request) => request.name === '/assets/feature-dashboard.js');
  const data = timed.find((request) => request.name === '/jeecg-boot/crop/overview');
  expect(chunk && data, steps.join(', ')).toBeTruthy();
  expect(data!.start, steps.join(', ')).toBeLessThan(chunk!.end);
});

test('a list page deep link, signed in, stays within its request budget to the first row', async ({ page }) => {
  await page.goto('/user/login');
  await submitSignIn(page, 'admin');
  await expect(page.locator('.cw-layout')).toBeVisible({ timeout: 45_000 });
  // A cold load of the deep link: the browser cache would hide what a first visit costs.
  await page.route('**/assets/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cache-control': 'no-cache' } }),
  );
  const requests = await countRequests(page, async () => {
    await page.goto('/isystem/user');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 45_000 });
  });
  console.log(`deep link /isystem/user → first row: ${requests.length} requests\n${requests.join('\n')}`);
  expect(requests.length, requests.join(', ')).toBeLessThanOrEqual(LIST_DEEP_LINK);
});
