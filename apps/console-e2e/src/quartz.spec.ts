import type { Locator, Page } from '@playwright/test';
import { expect, pickOption, signInTo, test } from './support/fixtures';

/**
 * The scheduled-jobs page (`system/QuartzJobList`) against the emulator's real scheduler: the cron builder reached
 * from the job form, and a job firing every two seconds whose run log fills, stops on pause and resumes. Descriptions
 * are unique per run, since the emulator keeps the jobs of earlier journeys.
 */

const RUN = Date.now().toString(36);
const QUARTZ_PATH = '/isystem/QuartzJobList';

async function openJobs(page: Page): Promise<void> {
  await signInTo(page, QUARTZ_PATH);
  // A seeded job: the list has loaded (slowly on a busy two-core machine).
  await expect(page.getByRole('row').filter({ hasText: 'ExpiredTokenCleanJob' })).toBeVisible({ timeout: 60_000 });
}

const jobForm = (page: Page) => page.getByRole('dialog', { name: /新增定时任务|编辑定时任务/ });
const cronModal = (page: Page) => page.getByRole('dialog', { name: 'Cron表达式' });
const expression = (modal: Locator) => modal.getByRole('textbox', { name: '完整表达式' });

async function openCronBuilder(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await expect(jobForm(page)).toBeVisible();
  await jobForm(page)
    .getByRole('button', { name: /选\s?择/ })
    .click();
  const modal = cronModal(page);
  await expect(modal).toBeVisible();
  return modal;
}

/** The preview's run times (`YYYY-MM-DD HH:mm:ss`) once ten are listed. */
async function previewTimes(modal: Locator): Promise<string[]> {
  const items = modal.getByRole('region', { name: '最近10次运行时间' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  return items.allTextContents();
}

/** Calendar parts of a preview time; pure calendar arithmetic, so the machine's time zone does not matter. */
function parts(time: string) {
  const [, y, mo, d, h, mi, s] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(time)!.map(Number);
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay(); // 0 = Sunday
  const monthLength = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return { y, mo, d, h, mi, s, weekday, monthLength };
}

const lastWorkingDay = (y: number, mo: number): number => {
  let d = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  while ([0, 6].includes(new Date(Date.UTC(y, mo - 1, d)).getUTCDay())) d -= 1;
  return d;
};

test.describe('scheduled jobs', () => {
  // Many clicks through antd on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('builds 0 15 10 ? * 6#3 2027-2030 through the cron tabs and previews third Fridays', async ({ page }) => {
    await openJobs(page);
    const modal = await openCronBuilder(page);
    await expect(expression(modal)).toHaveValue('* * * * * ? *');

    // Second: specify (pins 0).
    await modal.getByRole('radio', { name: '指定' }).check();
    await expect(expression(modal)).toHaveValue('0 * * * * ? *');

    await modal.getByRole('tab', { name: '分' }).click();
    await modal.getByRole('checkbox', { name: '15', exact: true }).check();
    await modal.getByRole('checkbox', { name: '0', exact: true }).uncheck();
    await expect(expression(modal)).toHaveValue('0 15 * * * ? *');

    await modal.getByRole('tab', { name: '时' }).click();
    await modal.getByRole('checkbox', { name: '10', exact: true }).check();
    await modal.getByRole('checkbox', { name: '0', exact: true }).uncheck();
    await expect(expression(modal)).toHaveValue('0 15 10 * * ? *');

    await modal.getByRole('tab', { name: '周' }).click();
    await modal.getByRole('radio', { name: '第几个星期几' }).check();
    await expect(expression(modal)).toHaveValue('0 15 10 ? * 1#1 *');
    await modal.getByRole('spinbutton', { name: '第几个' }).fill('3');
    await modal.getByRole('spinbutton', { name: '第几个' }).blur();
    // A pick made while the dropdown still animates can be lost on a busy machine: pick until the expression shows it.
    await expect(async () => {
      await modal.getByRole('combobox', { name: '第几个的星期' }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle('星期五').click({ timeout: 3_000 });
      await expect(expression(modal)).toHaveValue('0 15 10 ? * 6#3 *', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    await modal.getByRole('tab', { name: '年' }).click();
    await modal.getByRole('radio', { name: '周期' }).check();
    await modal.getByRole('spinbutton', { name: '年周期起始' }).fill('2027');
    await modal.getByRole('spinbutton', { name: '年周期起始' }).blur();
    await modal.getByRole('spinbutton', { name: '年周期结束' }).fill('2030');
    await modal.getByRole('spinbutton', { name: '年周期结束' }).blur();
    // A year pins an every month to January; the month tab sets it back to every.
    await expect(expression(modal)).toHaveValue('0 15 10 ? 1 6#3 2027-2030');
    await modal.getByRole('tab', { name: '月' }).click();
    await modal.getByRole('radio', { name: '每月' }).check();
    await expect(expression(modal)).toHaveValue('0 15 10 ? * 6#3 2027-2030');

    // The preview ignores the year: ten third Fridays at 10:15, in order (once the 500 ms debounce has settled).
    await expect(async () => {
      const times = await previewTimes(modal);
      for (const time of times) {
        const p = parts(time);
        expect({ time, weekday: p.weekday, third: p.d >= 15 && p.d <= 21, at: [p.h, p.mi, p.s] }).toEqual({
          time,
          weekday: 5,
          third: true,
          at: [10, 15, 0],
        });
      }
      expect([...times].sort()).toEqual(times);
    }).toPass({ timeout: 15_000 });
    await expect(modal.getByTestId('cron-description')).toContainText('星期五');

    await modal.getByRole('button', { name: /确\s?定/ }).click();
    await expect(modal).toBeHidden();
    await expect(jobForm(page).getByRole('textbox', { name: 'Cron表达式' })).toHaveValue('0 15 10 ? * 6#3 2027-2030');
  });

  test('builds 0 0 12 LW * ? * through the cron tabs and previews last working days', async ({ page }) => {
    await openJobs(page);
    const modal = await openCronBuilder(page);

    await modal.getByRole('tab', { name: '时' }).click();
    await modal.getByRole('checkbox', { name: '12', exact: true }).check();
    await modal.getByRole('checkbox', { name: '0', exact: true }).uncheck();
    await expect(expression(modal)).toHaveValue('0 0 12 * * ? *');

    await modal.getByRole('tab', { name: '日' }).click();
    await modal.getByRole('radio', { name: '本月最后一个工作日' }).check();
    await expect(expression(modal)).toHaveValue('0 0 12 LW * ? *');

    await expect(async () => {
      const times = await previewTimes(modal);
      for (const time of times) {
        const p = parts(time);
        expect({ time, day: p.d, at: [p.h, p.mi, p.s] }).toEqual({
          time,
          day: lastWorkingDay(p.y, p.mo),
          at: [12, 0, 0],
        });
      }
      expect(new Set(times.map((t) => t.slice(0, 7))).size).toBe(10);
    }).toPass({ timeout: 15_000 });

    await modal.getByRole('button', { name: /确\s?定/ }).click();
    await expect(jobForm(page).getByRole('textbox', { name: 'Cron表达式' })).toHaveValue('0 0 12 LW * ? *');
  });

  test('runs a job every 2 seconds, stops its runs on pause and resumes them', async ({ page }) => {
    const description = `e2e every 2 s ${RUN}`;
    await openJobs(page);

    // Create: sample job class, cron typed into the builder's full expression, status normal (the default).
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const form = jobForm(page);
    await pickOption(
      page,
      form.getByRole('combobox', { name: '任务类名' }),
      '示例任务 (org.jeecg.modules.quartz.job.SampleJob)',
    );
    await form.getByRole('button', { name: /选\s?择/ }).click();
    const modal = cronModal(page);
    await expression(modal).fill('0/2 * * * * ?');
    await expression(modal).press('Enter');
    await expect(expression(modal)).toHaveValue('0/2 * * * * ? *');
    await modal.getByRole('button', { name: /确\s?定/ }).click();
    await form.getByRole('textbox', { name: '描述' }).fill(description);
    await form.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('创建定时任务成功')).toBeVisible();
    await expect(form).toBeHidden();

    // Its row: running, with the cron's description.
    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row).toContainText('0/2 * * * * ? *');
    await expect(row).toContainText('正常');

    // Run log: runs appear while the drawer refreshes itself.
    await row.getByRole('button', { name: /更多操作/ }).click();
    await page.getByRole('menuitem', { name: '运行日志' }).click();
    const drawer = page.getByRole('dialog', { name: '运行日志：SampleJob' });
    await expect(drawer).toBeVisible();
    const total = drawer.getByTestId('run-log-total');
    const runs = async () => Number((await total.textContent())?.match(/\d+/)?.[0] ?? 0);
    await expect.poll(runs, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect(drawer.getByRole('cell', { name: /hello, the time is/ }).first()).toBeVisible();

    // Pause: confirmed, then no new runs for ~5 s (the drawer keeps refreshing every 2 s).
    await drawer.getByRole('button', { name: /^停\s?止$/ }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '确定停止吗?' })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(page.getByText('停止定时任务成功')).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^启\s?动$/ })).toBeVisible();
    await page.waitForTimeout(2_500); // a run already started finishes and is listed
    const paused = await runs();
    await page.waitForTimeout(5_000);
    expect(await runs()).toBe(paused);

    // Resume: runs come again.
    await drawer.getByRole('button', { name: /^启\s?动$/ }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '确定启动吗?' })
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(page.getByText('启动定时任务成功')).toBeVisible();
    await expect.poll(runs, { timeout: 15_000 }).toBeGreaterThan(paused);

    // Clean up: delete the job (it would otherwise keep running for the journeys after this one).
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
    await row.getByRole('button', { name: /^删\s?除$/ }).click();
    await page
      .getByRole('button', { name: /^确\s?定$/ })
      .last()
      .click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
