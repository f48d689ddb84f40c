import { expect, signIn, test } from './support/fixtures';

test('a menu page without an implementation shows the "not available yet" notice inside the layout', async ({
  page,
}) => {
  // Every seeded page has a component by now: the menu answer gets one entry whose component no version has.
  await page.route('**/sys/permission/getUserPermissionByToken**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { menu: Record<string, unknown>[] } };
    body.result.menu.push({
      id: 'later-page',
      path: '/later/page',
      name: 'later-page',
      component: 'later/PageOfALaterVersion',
      route: '1',
      meta: { title: '以后的页面', keepAlive: false, internalOrExternal: false },
    });
    await route.fulfill({ response, json: body });
  });
  await signIn(page);
  await page.goto('/later/page');
  await expect(page.getByText('页面暂未提供').first()).toBeVisible();
  // Still inside the application shell: the menu stays usable.
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
});
