import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, signIn, signInTo, test } from './support/fixtures';

/**
 * The crop chat assistant against the emulator's offline provider (seeded demo tables, knowledge base). Every
 * journey signs in itself and starts from a new conversation; titles are unique per run, since the emulator
 * keeps the sessions of earlier journeys.
 */

const RUN = Date.now().toString(36);

async function openChat(page: Page, path = '/chat/assistant'): Promise<void> {
  await signInTo(page, path);
  await expect(page.getByTestId('chat-workspace')).toBeVisible({ timeout: 30_000 });
  // Connected: the banner is gone and the status dot says so.
  await expect(page.getByRole('img', { name: /已连接|Connected/ })).toBeVisible();
}

const composer = (page: Page) => page.getByRole('textbox', { name: /^(问题|Question)$/ });
const answers = (page: Page) => page.getByTestId('chat-message-assistant');

async function ask(page: Page, question: string): Promise<void> {
  await composer(page).fill(question);
  await composer(page).press('Enter');
}

/** A solid-colour PNG written by hand (no image library): signature, IHDR, one IDAT, IEND. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [46, 160, 67]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('asks about Gangetic plain rainfall and gets a streamed, cited answer from the seeded table', async ({ page }) => {
  await openChat(page);
  await expect(page.getByText('演示数据', { exact: true })).toBeVisible();
  await ask(page, '印度恒河平原7-10月降水如何？');

  const answer = answers(page).last();
  // Streaming: the answer grows while the stop button is up, then settles.
  await expect(answer).toHaveAttribute('data-status', 'streaming');
  await expect(page.getByRole('button', { name: '停止生成' })).toBeVisible();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();

  await expect(answer.getByRole('table')).toBeVisible();
  await expect(answer.getByRole('cell', { name: '1012毫米' })).toBeVisible();
  await expect(answer.getByRole('cell', { name: '+6%' })).toBeVisible();
  // Sources are human citations (dataset · table · unit · period), never file paths.
  await expect(answer.getByTestId('chat-sources')).toContainText(/CropWatch GPT 演示数据 · 指标表 · .+ · 2025年7–10月/);
  await expect(answer.getByTestId('chat-sources')).not.toContainText(/seed\/|\.json/);
  // The session is titled after the question.
  await expect(page.getByRole('heading', { name: '印度恒河平原7-10月降水如何？' })).toBeVisible();
});

test('asks "What is VCIx?" in English and gets the knowledge-base definition with its source', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en-US'));
  await openChat(page);
  await expect(page.getByText('Demo data', { exact: true })).toBeVisible();
  await ask(page, 'What is VCIx?');
  const answer = answers(page).last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(answer).toContainText('maximum vegetation condition index');
  await expect(answer).toContainText('0.80');
  await expect(answer.getByTestId('chat-sources')).toContainText('VCIx: maximum vegetation condition index');
});

test('a suggested question of the app asks it; welcome and suggestions are in the UI language only', async ({
  page,
}) => {
  await openChat(page);
  const welcome = page.getByTestId('chat-welcome');
  await expect(welcome.getByRole('button', { name: /今年印度小麦长势如何/ })).toBeVisible();
  await expect(welcome.getByRole('button', { name: /What is VCIx\?/ })).toHaveCount(0);
  await expect(welcome).not.toContainText('Hello!');
  await welcome.getByRole('button', { name: /什么是 VCIx？/ }).click();
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(answers(page).last()).toContainText('VCIx');
});

test('「今年印度小麦长势如何？」 states the period and the season, and a citation opens its rows in a side panel', async ({
  page,
}) => {
  await openChat(page);
  await ask(page, '今年印度小麦长势如何？');
  const answer = answers(page).last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  // The period and why, the season (in Chinese, the original once), the condition sentence naming what it is about.
  await expect(answer).toContainText('「今年」按演示数据最新的年份2025年解读，最新的数据为2025年7–10月');
  await expect(answer).toContainText('印度（IND） · 2025年1–4月 · 拉比季（Rabi）小麦');
  await expect(answer).toContainText('拉比季小麦在2025年7–10月处于非生长季，不在田间生长');
  await expect(answer).toContainText('2025年1–4月印度耕地（全部作物，不单指小麦）的作物长势等级为');
  await expect(answer).not.toContainText('本期作物长势等级');
  const rain = (
    await answer
      .getByRole('row', { name: /降水 RAIN/ })
      .getByRole('cell')
      .nth(1)
      .innerText()
  ).trim();

  await answer.getByRole('button', { name: 'CropWatch GPT 演示数据 · 指标表 · 印度 · 2025年1–4月' }).click();
  const panel = page.locator('.cw-chat-source-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('CropWatch GPT 演示数据 · 指标表 · 印度 · 2025年1–4月')).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: '本期数值' })).toBeVisible();
  // The figure of the answer is in the cited row.
  await expect(panel.getByRole('row', { name: /降水 RAIN/ })).toContainText(rain);
  await page.screenshot({ path: test.info().outputPath('source-panel.png') });

  // The crop calendar citation opens its own rows.
  await page.keyboard.press('Escape');
  await answer.getByRole('button', { name: 'CropWatch GPT 演示数据 · 作物日历 · 印度 · 小麦' }).click();
  await expect(panel.getByRole('columnheader', { name: '生育期' })).toBeVisible();
  await expect(panel.getByRole('row', { name: /拉比季.*1–4月/ })).toContainText('拔节');
});

test('a place the data does not cover gets a plain no-data answer, without figures or sources', async ({ page }) => {
  await openChat(page);
  await ask(page, '日本水稻长势如何？');
  const answer = answers(page).last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(answer).toContainText('演示数据中没有日本的数据');
  await expect(answer).toContainText('印度');
  await expect(answer.getByRole('table')).toHaveCount(0);
  await expect(answer.getByTestId('chat-sources')).toHaveCount(0);
});

test('stops a long answer with Esc, keeps the partial text marked stopped, then regenerates it', async ({ page }) => {
  await openChat(page);
  await ask(page, '写一段巴基斯坦的作物长势分析');
  const answer = answers(page).last();
  await expect(answer.locator('.cw-chat-markdown')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(answer).toHaveAttribute('data-status', 'stopped');
  await expect(answer.getByText('已停止')).toBeVisible();
  const partial = (await answer.locator('.cw-chat-markdown').innerText()).trim();
  expect(partial.length).toBeGreaterThan(0);

  // The stopped text stays after a reload: the server kept it.
  await page.reload();
  await expect(answers(page).last()).toHaveAttribute('data-status', 'stopped');
  await expect(page.getByRole('img', { name: '已连接' })).toBeVisible();

  await answers(page).last().getByRole('button', { name: '重新生成' }).click();
  const regenerated = answers(page).last();
  await expect(regenerated).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(regenerated).toContainText('巴基斯坦');
  await expect(regenerated.getByText('2 / 2')).toBeVisible();
  await regenerated.getByRole('button', { name: '上一个版本' }).click();
  await expect(answers(page).last()).toHaveAttribute('data-status', 'stopped');
  await expect(answers(page).last().getByText('1 / 2')).toBeVisible();
});

test('stops with the stop button', async ({ page }) => {
  await openChat(page);
  await ask(page, '写一段巴基斯坦的作物长势分析');
  await expect(answers(page).last().locator('.cw-chat-markdown')).toBeVisible();
  await page.getByRole('button', { name: '停止生成' }).click();
  await expect(answers(page).last()).toHaveAttribute('data-status', 'stopped');
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
});

test('uploads an image with a question and gets an honest answer about it', async ({ page }) => {
  await openChat(page);
  await page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: png(64, 48) });
  await expect(page.getByText('图片上传中…')).toHaveCount(0);
  await expect(page.locator('.cw-chat-thumb-done img')).toBeVisible();

  // An image needs its question (spec §5).
  await composer(page).press('Enter');
  await expect(page.getByText('请输入图片问题')).toBeVisible();

  await ask(page, '这张图片里是什么作物？');
  const question = page.getByTestId('chat-message-user').last();
  await expect(question.locator('img')).toBeVisible();
  await expect(question).toContainText('这张图片里是什么作物？');
  const answer = answers(page).last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  // Offline the assistant cannot see: it says so and reports what it can tell (the image's size).
  await expect(answer).toContainText('64');
  await expect(answer).toContainText('48');

  // A file that is not an image is refused before uploading.
  await page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('请上传图片')).toBeVisible();
});

test('renames and searches conversations, and finds the history after a reload', async ({ page }) => {
  await openChat(page);
  await ask(page, 'What is CALF?');
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  const list = page.getByRole('navigation', { name: '对话列表' });
  const title = `CALF 定义 ${RUN}`;

  await list.getByRole('button', { name: '对话操作: What is CALF?' }).first().click();
  await page.getByRole('menuitem', { name: '重命名' }).click();
  const input = page.getByRole('textbox', { name: '重命名对话' });
  await input.fill(title);
  await input.press('Enter');
  await expect(list.getByText(title)).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // A new conversation, then search finds the renamed one.
  await list.getByRole('button', { name: /新对话/ }).click();
  await expect(page.getByTestId('chat-welcome')).toBeVisible();
  await list.getByRole('textbox', { name: '搜索对话' }).fill(RUN);
  await expect(list.locator('.cw-chat-session')).toHaveCount(1);
  await list.getByText(title).click();
  await expect(answers(page).last()).toContainText('CALF');

  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('chat-message-user').last()).toContainText('What is CALF?');
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done');

  // A fresh page (no remembered session) still lists it.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('navigation', { name: '对话列表' }).getByText(title)).toBeVisible();
});

test('gives thumbs feedback with a comment and copies an answer', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openChat(page);
  await ask(page, 'What is VCIx?');
  const answer = answers(page).last();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await answer.getByRole('button', { name: '没帮助' }).click();
  await page.getByRole('textbox', { name: '哪里不够好？' }).fill('希望给出阈值来源');
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(answer.getByRole('button', { name: '没帮助' })).toHaveAttribute('aria-pressed', 'true');
  await answer.getByRole('button', { name: '有帮助' }).click();
  await expect(answer.getByRole('button', { name: '有帮助' })).toHaveAttribute('aria-pressed', 'true');

  await answer.getByRole('button', { name: '复制', exact: true }).click();
  await expect(page.getByText('已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('VCIx');
});

test('a second client taking the session shows the reset notice', async ({ page, browser, baseURL }) => {
  await openChat(page);
  await ask(page, 'What is VCIx?');
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  const remembered = await page.evaluate(() => sessionStorage.getItem('cw.chat.session.assistant'));

  const other = await browser.newPage({ baseURL });
  await signIn(other);
  await other.evaluate((id) => sessionStorage.setItem('cw.chat.session.assistant', id ?? ''), remembered);
  await other.goto('/chat/assistant');
  await expect(other.getByTestId('chat-message-user').last()).toContainText('What is VCIx?');

  await expect(page.getByText('多个客户端在使用，会话已重置')).toBeVisible();
  await other.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the conversation list is a drawer and the chat still answers', async ({ page }) => {
    await openChat(page);
    await expect(page.getByRole('navigation', { name: '对话列表' })).toHaveCount(0);
    await ask(page, '印度恒河平原7-10月降水如何？');
    await expect(answers(page).last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await page.getByRole('button', { name: '打开对话列表' }).click();
    const drawer = page.locator('.ant-drawer').getByRole('navigation', { name: '对话列表' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('印度恒河平原7-10月降水如何？').first()).toBeVisible();
  });
});

test('the GPT crop-watch pages reuse the chat (inner in the layout, outer full width)', async ({ page }) => {
  await openChat(page, '/gpt/cropwatch/inner');
  await expect(page.getByRole('navigation', { name: '对话列表' })).toBeVisible();
  await page.goto('/gpt/cropwatch/outer');
  await expect(page.getByTestId('chat-workspace')).toHaveClass(/cw-chat-outer/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '打开对话列表' })).toBeVisible();
  await ask(page, 'What is VCIx?');
  await expect(answers(page).last()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
});
