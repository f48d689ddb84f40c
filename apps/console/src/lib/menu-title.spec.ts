import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { i18n } from './i18n';
import { menuTitle } from './menu-title';

interface SeedMenu {
  name: string;
  nameEn: string;
  url?: string;
  children?: SeedMenu[];
}

/** The emulator's route name of a menu url (`/isystem/user` → `isystem-user`), as `menu.builder.ts` derives it. */
const routeName = (url: string) => url.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');

const seeded = (): SeedMenu[] => {
  const file = resolve(__dirname, '../../../../seed/menus.json');
  const walk = (items: SeedMenu[]): SeedMenu[] => items.flatMap((m) => [m, ...walk(m.children ?? [])]);
  return walk((JSON.parse(readFileSync(file, 'utf8')) as { menus: SeedMenu[] }).menus).filter((m) => m.url);
};

describe('menuTitle', () => {
  it('names every seeded menu in both languages, as the seed names it (breadcrumbs, tabs, side menu)', () => {
    const menus = seeded();
    expect(menus.length).toBeGreaterThan(50);
    const wrong = menus.flatMap((m) => {
      const name = routeName(m.url as string);
      const zh = menuTitle(i18n.getFixedT('zh-CN'), name, '∅');
      const en = menuTitle(i18n.getFixedT('en-US'), name, '∅');
      return [zh === m.name ? [] : [`${name} zh-CN: ${zh}`], en === m.nameEn ? [] : [`${name} en-US: ${en}`]].flat();
    });
    expect(wrong).toEqual([]);
  });

  it("falls back to the server's title for a menu the console does not know", () => {
    expect(menuTitle(i18n.getFixedT('en-US'), 'online-cgreport-rp_not_seeded', '新报表')).toBe('新报表');
  });
});
