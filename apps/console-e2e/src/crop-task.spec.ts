import type { Locator, Page } from '@playwright/test';
import { expect, signInTo, test } from './support/fixtures';

/**
 * Crop tasks on a map (`crop/CropTaskList`, issue #7) against the emulator: a polygon drawn over the Gangetic
 * plain is saved, submitted and summarised; a distance is measured by three clicks; the basemap switches between
 * a configured tile service (on loopback) and the offline vector map. The fixture fails any non-loopback request.
 */

const RUN = Date.now().toString(36);
const TASK_PATH = '/crop/task';

/** Great-circle distance on turf's mean-radius sphere, km. */
function haversineKm(a: { lon: number; lat: number }, b: { lon: number; lat: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

const merc = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** Where a lon/lat lies in a map, calibrated from the cursor read-out at two points (Web Mercator). */
async function projector(page: Page, map: Locator): Promise<(lon: number, lat: number) => { x: number; y: number }> {
  const box = (await map.boundingBox())!;
  const read = async (x: number, y: number) => {
    await page.mouse.move(box.x + x, box.y + y);
    const text = await map.getByTestId('map-cursor').textContent();
    const [lon, lat] = (text ?? '').match(/-?\d+\.\d+/g)!.map(Number);
    return { lon, lat };
  };
  const [x0, y0, d] = [box.width / 2, box.height / 2, 100];
  const a = await read(x0, y0);
  const b = await read(x0 + d, y0 + d);
  const pxPerLon = d / (b.lon - a.lon);
  const pxPerMerc = d / (merc(a.lat) - merc(b.lat));
  return (lon, lat) => ({ x: x0 + (lon - a.lon) * pxPerLon, y: y0 + (merc(a.lat) - merc(lat)) * pxPerMerc });
}

async function clickAt(page: Page, map: Locator, at: { x: number; y: number }): Promise<void> {
  await map.click({ position: at });
  // Two clicks closer than the double-click interval would read as one double click.
  await page.waitForTimeout(350);
}

async function openTasks(page: Page): Promise<void> {
  await signInTo(page, TASK_PATH);
  await expect(page.getByRole('columnheader', { name: '任务名称' })).toBeVisible({ timeout: 60_000 });
}

const taskForm = (page: Page) => page.getByRole('dialog', { name: /新增作物任务|编辑作物任务/ });

test('draws a polygon over the Gangetic plain, saves and submits the task, and reads its summary', async ({ page }) => {
  test.setTimeout(180_000);
  await openTasks(page);
  await page.getByRole('button', { name: /新\s?增/ }).click();
  const form = taskForm(page);
  await expect(form).toBeVisible();
  const name = `恒河平原小麦 ${RUN}`;
  await form.getByLabel('任务名称').fill(name);
  // The dictionary options may still be arriving when the dropdown first opens: pick until the choice shows.
  await expect(async () => {
    await form.getByLabel('作物').click();
    await page.locator('.ant-select-dropdown:visible').getByText('小麦', { exact: true }).click({ timeout: 5_000 });
    await expect(form.locator('.ant-select').filter({ hasText: '小麦' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(form.getByLabel('监测时段')).toBeVisible();

  const map = form.locator('.leaflet-container');
  await expect(map).toBeVisible();
  const at = await projector(page, map);
  await form.getByRole('button', { name: '绘制多边形' }).click();
  for (const [lon, lat] of [
    [80, 25.5],
    [85, 24.8],
    [85.5, 26.6],
    [80.5, 27.4],
  ])
    await clickAt(page, map, at(lon, lat));
  await form.getByRole('button', { name: '完成绘制' }).click();
  await expect(form.getByTestId('drawn-area')).toContainText(/面积约 [\d,.]+ km²/);
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(form).toBeHidden();

  const row = page.locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('草稿');
  // 提交分析 is behind the row's 更多 (the action column stays narrow, issue #31).
  await row.getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '提交分析' }).click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: /确\s?定|OK/ })
    .click();
  await expect(page.getByText('任务已提交并完成分析')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('已分析');

  const detail = page.getByRole('dialog', { name: `作物任务：${name}` });
  await expect(detail).toBeVisible();
  const summary = detail.getByTestId('task-summary');
  await expect(summary).toContainText('恒河平原 (IND-96)');
  await expect(summary).toContainText('印度 (IND)');
  await expect(summary).toContainText('有监测数据的面积占比');
  await expect(summary.getByRole('row').filter({ hasText: 'IND-96' })).toContainText('%');
});

test('measures a distance by clicking three points and reads the running totals', async ({ page }) => {
  await openTasks(page);
  const map = page.locator('.cw-crop-task-page .leaflet-container').first();
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  await page
    .getByRole('button', { name: /测\s?距/ })
    .first()
    .click();
  // Three points of the current view; the cursor read-out gives their lon/lat for the expected geodesic lengths.
  const points: { lon: number; lat: number }[] = [];
  for (const [fx, fy] of [
    [0.25, 0.3],
    [0.5, 0.7],
    [0.75, 0.35],
  ]) {
    const at = { x: box.width * fx, y: box.height * fy };
    await page.mouse.move(box.x + at.x, box.y + at.y);
    const [lon, lat] = ((await map.getByTestId('map-cursor').textContent()) ?? '').match(/-?\d+\.\d+/g)!.map(Number);
    points.push({ lon, lat });
    await clickAt(page, map, at);
  }
  const tooltips = map.locator('.cw-measure-tooltip');
  await expect(tooltips).toHaveCount(3);
  await expect(tooltips.nth(0)).toHaveText('起点');
  await expect(tooltips.nth(2)).toContainText('千米');
  const km = async (i: number) => Number(((await tooltips.nth(i).textContent()) ?? '').replace(/[^\d.]/g, ''));
  const leg1 = haversineKm(points[0], points[1]);
  const total = leg1 + haversineKm(points[1], points[2]);
  expect(Math.abs((await km(1)) / leg1 - 1)).toBeLessThan(0.01);
  expect(Math.abs((await km(2)) / total - 1)).toBeLessThan(0.01);
  await expect(page.getByTestId('measure-result').first()).toContainText('总长');
  await page
    .getByRole('button', { name: /清\s?除/ })
    .first()
    .click();
  await expect(tooltips).toHaveCount(0);
});

test('switches between a configured tile service and the offline basemap, on loopback only', async ({
  page,
  baseURL,
}) => {
  const tiles: string[] = [];
  // A licensed service as staff would configure it; here it points at this machine (the emulator answers 404).
  await page.route('**/config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as Record<string, unknown>;
    await route.fulfill({
      response: res,
      json: {
        ...config,
        mapServices: { satellite: { url: `${baseURL}/tiles/sat/{z}/{x}/{y}.png?tk={key}`, key: 'demo' } },
      },
    });
  });
  page.on('request', (req) => {
    if (req.url().includes('/tiles/sat/')) tiles.push(req.url());
  });
  await openTasks(page);
  const card = page.locator('.cw-crop-task-page .cw-measure-map').first();
  const switcher = card.locator('.cw-map-basemaps');
  // A configured service is shown first; the unconfigured ones get no button at all (issue #18).
  await expect(card.getByTestId('map-illustrative')).toBeHidden();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles[0]).toContain('tk=demo');
  await expect(switcher.locator('.ant-segmented-item')).toHaveCount(2);
  await expect(switcher.getByText('全球地图')).toHaveCount(0);
  await switcher.getByText('示意底图').click();
  await expect(card.getByTestId('map-illustrative')).toContainText('示意底图');
  await expect(card.locator('.leaflet-tile')).toHaveCount(0);
  await switcher.getByText('卫星影像').click();
  await expect(card.getByTestId('map-illustrative')).toBeHidden();
});

test('without configured map services there are no basemap buttons and the map says once it is offline', async ({
  page,
}) => {
  await openTasks(page);
  const card = page.locator('.cw-crop-task-page .cw-measure-map').first();
  await expect(card.locator('.cw-map-basemaps')).toHaveCount(0);
  await expect(card.getByTestId('map-illustrative')).toHaveCount(1);
  await expect(card.getByTestId('map-illustrative')).toContainText('正在使用离线底图');
});
