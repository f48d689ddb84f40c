import fs from 'node:fs';
import { API, apiLogin, as, ok } from './support/api';
import { expect, PASSWORD, pickOption, signInTo, test } from './support/fixtures';

/**
 * Issue #34: an answer with a table leaves the chat — the table downloaded as CSV (its content read back), the
 * conversation exported as Markdown, the answer taken into a bulletin item and seen in the bulletin's export.
 */

const RUN = Date.now().toString(36);
const QUESTION = '比较巴基斯坦和印度2025年7-10月的CPI';

test('an answer’s table, chart, conversation and bulletin leave the chat', async ({ page, request }) => {
  // A bulletin with one item to receive the answer (made through the API: the bulletin pages are not the subject).
  const token = await apiLogin(request, 'admin', PASSWORD);
  const title = `回答入通报 ${RUN}`;
  const main = await ok<{ id: string }>(
    request.post(`${API}/analysis/analyzeMain/add`, {
      ...as(token),
      data: { year: 2025, period: 'JUL_OCT', title, lang: 'zh' },
    }),
  );
  const partitions = await ok<{ records: { id: string }[] }>(
    request.get(`${API}/analysis/partition/list?code=MPZ`, as(token)),
  );
  const partitionId = partitions.result.records[0].id;
  const zones = await ok<{ records: { id: string; nameZh: string }[] }>(
    request.get(`${API}/analysis/aezs/list?partitionId=${partitionId}&pageSize=100`, as(token)),
  );
  await ok(
    request.post(`${API}/analysis/analyzeItem/add`, {
      ...as(token),
      data: {
        analysisId: main.result.id,
        chapterCode: 'CH2_MPZ',
        partitionId,
        zoneId: zones.result.records[0].id,
        prompt: '写一段',
        fileType: 'table',
        tableSource: 'indicators',
      },
    }),
  );

  await signInTo(page, '/chat/assistant');
  await expect(page.getByTestId('chat-workspace')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /已连接|Connected/ })).toBeVisible();
  const composer = page.getByRole('textbox', { name: /^(问题|Question)$/ });
  await composer.fill(QUESTION);
  await composer.press('Enter');
  const answer = page.getByTestId('chat-message-assistant').last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 30_000 });

  // The table as CSV: the file holds the answer's rows.
  const tools = answer.getByTestId('chat-answer-table-tools');
  const [csv] = await Promise.all([page.waitForEvent('download'), tools.getByRole('button', { name: 'CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/-表1\.csv$/);
  const text = fs.readFileSync(await csv.path(), 'utf8');
  expect(text.startsWith('\uFEFF区域,CPI,长势\r\n')).toBe(true);
  expect(text).toMatch(/巴基斯坦（PAK）,1\.\d\d,/);

  // The chart of the comparison, drawn from the spec.
  await tools.getByRole('button', { name: /显示图表/ }).click();
  await expect(answer.getByTestId('chat-answer-chart')).toHaveAttribute('data-chart-type', 'bar');
  await expect(answer.locator('[data-testid="chat-answer-chart"] canvas')).toBeVisible();

  // The conversation as Markdown.
  await page.getByTestId('chat-export-conversation').click();
  const [md] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /Markdown/ }).click(),
  ]);
  const markdown = fs.readFileSync(await md.path(), 'utf8');
  expect(markdown).toContain(`## 问 · `);
  expect(markdown).toContain(QUESTION);
  expect(markdown).toContain('| 区域 | CPI | 长势 |');
  expect(markdown).toContain('**来源**');

  // The answer into the bulletin item.
  await answer.getByRole('button', { name: '加入通报' }).click();
  const dialog = page.getByRole('dialog', { name: '将回答加入通报' });
  await pickOption(page, dialog.getByRole('combobox', { name: '通报', exact: true }), title, title);
  await pickOption(page, dialog.getByRole('combobox', { name: '通报条目' }), zones.result.records[0].nameZh);
  await dialog.getByRole('button', { name: /^加\s*入$/ }).click();
  await expect(page.getByText('已加入通报')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The bulletin now carries the answer.
  const exported = await request.get(`${API}/analysis/analyzeMain/exportMarkdown?id=${main.result.id}`, as(token));
  const bulletin = await exported.text();
  expect(bulletin).toContain('| 区域 | CPI | 长势 |');
  expect(bulletin).toContain('来源：');
});
