import { expect, pickOption, signInTo, test } from './support/fixtures';

/**
 * Issue #34, points 1–2: a knowledge base made on its page, a .txt uploaded to it, a question whose answer is in the
 * file asked with the base chosen, and the answer's citation opened in the side panel.
 */

const RUN = Date.now().toString(36);
const FACT = `The survey team counted 41 sample plots of soybean near the station ${RUN}.`;

test('upload a document, ask about it, open the cited passage', async ({ page }) => {
  await signInTo(page, '/chat/knowledge-base');
  await page
    .getByRole('button', { name: /新\s*增|新建|Add/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '新建知识库' });
  await dialog.getByLabel('名称').fill(`调查 ${RUN}`);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已创建知识库')).toBeVisible();

  await page
    .getByRole('row', { name: new RegExp(`调查 ${RUN}`) })
    .getByTestId('kb-open')
    .click();
  const drawer = page.getByRole('dialog', { name: `调查 ${RUN}` });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('kb-upload').click()]);
  await chooser.setFiles({
    name: 'survey.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`Field notes.\n\n${FACT}\n`),
  });
  // The upload answers 排队中 (queued); the page polls every 2 s until the worker has indexed it.
  await expect(drawer.getByText('已索引')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  await page.goto('/chat/assistant');
  await expect(page.getByTestId('chat-workspace')).toBeVisible({ timeout: 30_000 });
  await pickOption(page, page.getByRole('combobox', { name: '知识库' }), `调查 ${RUN}`);
  await page.keyboard.press('Escape');
  const composer = page.getByRole('textbox', { name: /^(问题|Question)$/ });
  await composer.fill('How many soybean sample plots did the survey team count?');
  await composer.press('Enter');
  const answer = page.getByTestId('chat-message-assistant').last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(answer).toContainText('41 sample plots');

  await answer
    .getByTestId('chat-sources')
    .getByRole('button', { name: /survey\.txt · passage 1/ })
    .click();
  await expect(page.getByTestId('chat-source-panel')).toContainText(FACT);
});
