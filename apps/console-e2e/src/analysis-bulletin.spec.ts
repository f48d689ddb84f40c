import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, pickOption, signIn, test } from './support/fixtures';

/**
 * The bulletin journey against the emulator: create an analysis for Jul–Oct 2025, add items for three
 * MPZs (indicator tables, the MPZ cue word), generate the chapter in the workspace and watch the statuses move,
 * open a text, regenerate one item (its version goes up) and export the bulletin as .docx, read back from the
 * zip. The title is unique per run; the database is the fresh one of the global setup.
 */

const RUN = Date.now().toString(36).toUpperCase().slice(-5);
const TITLE = `端到端通报 ${RUN}`;
const ZONES = [
  { code: 'WAF', name: '西非' },
  { code: 'NAM', name: '北美' },
  { code: 'SAM', name: '南美' },
];

test('a bulletin is created, its chapter generated and regenerated, and exported as Word', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);

  // 1. The analysis, from its list; saving opens it in the workspace.
  await page.goto('/analysis/analyze');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const create = page.getByRole('dialog', { name: '新增分析' });
  await create.getByLabel('年份').fill('2025');
  await pickOption(page, create.getByLabel('监测时期'), '7–10月');
  await pickOption(page, create.getByLabel('生育期'), '灌浆');
  await create.getByLabel('标题').fill(TITLE);
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/analysis\/notification\?id=/);
  await expect(page.getByTestId('analysis-title')).toHaveText(TITLE);
  await expect(page.getByText('2025年7–10月', { exact: true })).toBeVisible();

  // 2. Three MPZ items: the chapter picks the MPZ partition, the cue word fills the prompt.
  for (const zone of ZONES) {
    await page
      .getByRole('button', { name: /新增条目/ })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: '新增分析条目' });
    await pickOption(page, form.getByLabel('章节'), '主产区作物与环境状况');
    await expect(form.getByLabel('条目')).toBeEnabled();
    await pickOption(page, form.getByLabel('条目'), `(${zone.code})`);
    await pickOption(page, form.getByLabel('提示词模板'), 'mpz-overview-zh');
    await expect(form.getByLabel('提示词', { exact: true })).not.toHaveValue('');
    await expect(form.getByRole('radio', { name: '指标数据表' })).toBeChecked();
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form).toBeHidden();
  }
  const chapter = page.getByTestId('chapter-CH2_MPZ');
  for (const zone of ZONES)
    await expect(chapter.getByRole('row').filter({ hasText: zone.code })).toContainText('未生成');

  // 3. Generate the chapter; record what the polled progress reports on the way.
  const seen = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/analysis/analyzeMain/progress')) return;
    const body = (await response.json().catch(() => null)) as { result?: { items: { status: string }[] } } | null;
    for (const item of body?.result?.items ?? []) seen.add(item.status);
  });
  const queued = page.waitForResponse((r) => r.url().includes('/analysis/analyzeMain/generate'));
  await chapter.getByRole('button', { name: '生成本章' }).click();
  expect(await (await queued).json()).toMatchObject({ success: true, result: { queued: 3 } });
  await expect(chapter.locator('[data-status="GENERATED"]')).toHaveCount(3, { timeout: 60_000 });
  expect(seen.has('WAITING'), `statuses seen while polling: ${[...seen].join(', ')}`).toBe(true);
  await expect(page.getByTestId('analysis-counts')).toContainText('3/3 已生成');
  await expect(chapter.locator('[data-status="WAITING"]')).toHaveCount(0);

  // 4. One item's text, as paragraphs.
  const nam = chapter.getByRole('row').filter({ hasText: 'NAM' });
  await expect(nam).toContainText('v1');
  await nam.getByRole('button', { name: '查看内容' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '生成内容' });
  const text = drawer.getByTestId('item-text').first();
  await expect(text).toContainText('北美');
  const namParagraph = ((await text.locator('.ant-typography').first().textContent()) ?? '').trim();
  expect(namParagraph.length).toBeGreaterThan(10);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // 5. Regenerate it: a new version.
  await nam.getByRole('button', { name: '重新生成' }).click();
  await expect(nam).toContainText('v2', { timeout: 60_000 });
  await expect(nam.locator('[data-status="GENERATED"]')).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('workspace-zh.png'), fullPage: true });

  // 6. The Word export opens: a zip whose document holds the title and the zone texts.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Word/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${TITLE}.docx`);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const xml = await zip.file('word/document.xml')?.async('string');
  expect(xml).toBeDefined();
  expect(xml).toContain(TITLE);
  for (const zone of ZONES) expect(xml).toContain(zone.name);
  expect(xml).toContain(namParagraph.slice(0, 12));

  // The same workspace in English.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en-US'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Generate chapter' })).toBeVisible();
  await expect(page.getByTestId('analysis-counts')).toContainText('3/3 generated');
  await page.screenshot({ path: testInfo.outputPath('workspace-en.png'), fullPage: true });
});
