import type { Page } from '@playwright/test';
import { expect, signIn, signInTo, test } from './support/fixtures';

/**
 * The chat admin pages against the emulator: noun abbreviations feed the chat's hints, the app config changes
 * what greets a new conversation, and the records page shows any user's conversation. Names are unique per run.
 */

const RUN = Date.now().toString(36).toUpperCase().slice(-5);

const composer = (page: Page) => page.getByRole('textbox', { name: /^(问题|Question)$/ });

async function openChat(page: Page): Promise<void> {
  await page.goto('/chat/assistant');
  await expect(page.getByTestId('chat-workspace')).toBeVisible();
  await expect(page.getByRole('img', { name: /已连接|Connected/ })).toBeVisible();
}

test('an abbreviation added on its page explains itself under the question box', async ({ page }) => {
  const abbr = `ZX${RUN}`;
  await signInTo(page, '/chat/noun-abbreviation');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增名词缩写' });
  await dialog.getByLabel('缩写').fill(abbr);
  await dialog.getByLabel('中文全称').fill('测试作物指数');
  await dialog.getByLabel('英文全称').fill('Test crop index');
  await dialog.getByLabel('中文释义').fill('端到端测试用');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await page.locator('form.cw-list-page-search').getByLabel('缩写', { exact: true }).fill(abbr);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByRole('cell', { name: '测试作物指数' })).toBeVisible();

  await openChat(page);
  await composer(page).fill(`印度的${abbr}如何？`);
  const hints = page.getByRole('list', { name: '名词缩写提示' });
  await expect(hints).toContainText(`${abbr} 测试作物指数 — 端到端测试用`);
  await composer(page).fill('你好');
  await expect(hints).toBeHidden();
});

test('the default app welcome text set on the config page greets a new conversation', async ({ page }) => {
  const welcome = `欢迎使用作物问答 ${RUN}`;
  await signInTo(page, '/chat/app-config');
  const row = page.getByRole('row').filter({ has: page.getByText('默认', { exact: true }) });
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑应用' });
  await dialog.getByLabel('欢迎语').fill(welcome);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  await openChat(page);
  await page
    .getByRole('button', { name: /新对话/ })
    .first()
    .click();
  await expect(page.getByTestId('chat-welcome')).toContainText(welcome);
});

test('a question asked in the chat shows up in the records with its answer', async ({ page }) => {
  const question = `What is VCIx? (${RUN})`;
  await signIn(page);
  await openChat(page);
  await page
    .getByRole('button', { name: /新对话/ })
    .first()
    .click();
  await composer(page).fill(question);
  await composer(page).press('Enter');
  await expect(page.getByTestId('chat-message-assistant').last()).toHaveAttribute('data-status', 'done', {
    timeout: 20_000,
  });

  await page.goto('/chat/record');
  await page.getByLabel('会话标题', { exact: true }).fill(RUN);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toContainText('admin');
  await row.getByRole('button', { name: /查\s*看/ }).click();
  const detail = page.getByRole('dialog').filter({ hasText: '对话详情' });
  await expect(detail.getByRole('article', { name: '提问' })).toContainText(question);
  await expect(detail.getByRole('article', { name: '回答' })).toContainText('maximum vegetation condition index');
});
