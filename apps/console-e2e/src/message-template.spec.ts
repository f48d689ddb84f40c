import { API, apiLogin, as, ok } from './support/api';
import { expect, signInTo, test } from './support/fixtures';

/**
 * Issue #30: the 3.4.0 template list refuses to delete a template in use (SysMessageTemplateList.vue handleDelete,
 * 「该模板已被应用禁止删除!」) and sends nothing. Once stopped (停用), the same template is deleted.
 */
const stamp = Date.now().toString(36).slice(-5);

test('an applied message template is refused deletion, and deleted once stopped', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, 'admin', '123456');
  const name = `守卫模板${stamp}`;
  await ok(
    request.post(`${API}/sys/message/sysMessageTemplate/add`, {
      ...as(admin),
      data: {
        templateCode: `e2e_tpl_${stamp}`,
        templateName: name,
        templateType: '1',
        templateContent: '您好 ${name}',
      },
    }),
  );
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && r.url().includes('/sys/message/sysMessageTemplate/delete')) deletes.push(r.url());
  });

  await signInTo(page, '/modules/message/sysMessageTemplateList');
  await page.getByPlaceholder('请输入模板标题').fill(name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('tr', { hasText: name });
  const confirmDelete = async () => {
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click();
  };

  await row.getByRole('button', { name: '应用' }).click();
  await expect(row.getByText('是', { exact: true })).toBeVisible();
  await confirmDelete();
  await expect(page.getByText('该模板已被应用禁止删除!')).toBeVisible();
  expect(deletes).toEqual([]);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '停用' }).click();
  await expect(row.getByText('否', { exact: true })).toBeVisible();
  await confirmDelete();
  await expect(row).toHaveCount(0);
  expect(deletes).toHaveLength(1);
});
