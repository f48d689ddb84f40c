import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * Fixed 操作 columns never clip (issue #18): on every list page of the seeded menu, at 1280×720 and 1440×900, no
 * table cell's content is cut off and no data cell lies under the fixed action column (checked by bounding boxes
 * as the page opens: every data column shows beside the action column, none waits behind it for a scroll).
 */

interface MenuRow {
  url?: string;
  component?: string;
  children?: MenuRow[];
}

function listPages(): string[] {
  const file = path.resolve(__dirname, '../../../seed/menus.json');
  const seed = JSON.parse(fs.readFileSync(file, 'utf8')) as { menus?: MenuRow[]; items?: MenuRow[] };
  const out: string[] = [];
  const walk = (rows: MenuRow[]) => {
    for (const row of rows) {
      if (row.url && row.component && /List$/.test(row.component) && !row.url.includes(':')) out.push(row.url);
      walk(row.children ?? []);
    }
  };
  walk(seed.menus ?? seed.items ?? []);
  return out;
}

interface Clip {
  page: string;
  what: string;
}

/** Cells whose content is cut off or hidden under a fixed column, in every visible table of the page. */
async function clippedCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const tables = [...document.querySelectorAll<HTMLElement>('.ant-table-wrapper')].filter((t) => t.offsetParent);
    for (const table of tables) {
      const rows = [...table.querySelectorAll<HTMLTableRowElement>('thead tr, tbody tr.ant-table-row')].slice(0, 12);
      for (const row of rows) {
        const cells = [...row.children] as HTMLElement[];
        const fixedEnd = cells.filter((c) => /ant-table-cell-fix-(right|end)/.test(c.className));
        const firstFixed = fixedEnd[0]?.getBoundingClientRect();
        cells.forEach((cell, i) => {
          const label = `${row.parentElement?.tagName === 'THEAD' ? 'header' : 'row'} cell ${i + 1} “${(cell.textContent ?? '').trim().slice(0, 30)}”`;
          const ellipsis = cell.matches('.ant-table-cell-ellipsis') || cell.querySelector('.cw-cell-ellipsis');
          if (!ellipsis && cell.scrollWidth > cell.clientWidth + 1) problems.push(`${label} overflows its cell`);
          // Buttons and links of a cell must lie inside it.
          const box = cell.getBoundingClientRect();
          for (const el of cell.querySelectorAll<HTMLElement>('button, a, .ant-tag')) {
            const r = el.getBoundingClientRect();
            if (r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1))
              problems.push(`${label}: “${(el.textContent ?? '').trim()}” sticks out of its cell`);
          }
          if (firstFixed && !fixedEnd.includes(cell) && box.width > 0 && box.right > firstFixed.left + 1)
            problems.push(`${label} lies under the fixed column`);
        });
      }
    }
    return problems;
  });
}

/** The cells {@link clippedCells} finds once the layout has settled (antd re-measures fixed columns on resize). */
async function settledClips(page: Page): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems = await clippedCells(page);
    if (problems.length === 0) break;
    await page.waitForTimeout(300);
  }
  return problems;
}

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];

// One walk: each page opens at the tighter size and is checked again after a resize to the wider one, instead of
// two walks that load every page twice (two minutes of CI on two cores).
test(`no list page clips a cell at ${SIZES.map((s) => `${s.width}×${s.height}`).join(' or ')}`, async ({ page }) => {
  // Thirty-odd pages on a shared two-core machine.
  test.setTimeout(1_500_000);
  await page.setViewportSize(SIZES[0]);
  await signIn(page, 'admin');
  const clips: Clip[] = [];
  let checked = 0;
  for (const url of listPages()) {
    await page.setViewportSize(SIZES[0]);
    await page.goto(url);
    const table = page.locator('.ant-table-wrapper:visible').first();
    try {
      await table.waitFor({ timeout: 20_000 });
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    } catch {
      continue; // A page this version does not provide (the "not available" notice) has no table.
    }
    checked += 1;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const what of await settledClips(page)) clips.push({ page: `${url} at ${size.width}×${size.height}`, what });
    }
  }
  expect(checked).toBeGreaterThan(20);
  expect(clips).toEqual([]);
});
