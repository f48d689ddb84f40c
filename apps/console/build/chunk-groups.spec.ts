import {
  ChunkPlan,
  chunkOf,
  FAMILY_KIT,
  familyOf,
  ImportGraph,
  liftFamilyDependencies,
  type ModuleGraphInfo,
  ownerKey,
} from './chunk-groups';

const W = '/w/apps/console/src';

describe('ownerKey', () => {
  it('names a lazy entry by what loads it', () => {
    expect(ownerKey(`${W}/features/user/pages/user-list-page.tsx`)).toBe('feature-user');
    expect(ownerKey(`${W}/features/dashboard/components/condition-map.tsx`)).toBe('part-dashboard--condition-map');
    expect(ownerKey(`${W}/app/layout/basic-layout.tsx`)).toBe('layout');
    expect(ownerKey(`${W}/lib/query-provider.tsx`)).toBe('layout');
    expect(ownerKey(`${W}/features/account/index.ts`)).toBe('layout');
    expect(ownerKey(`${W}/app/routing/account-security-page.tsx`)).toBe('feature-account');
    expect(ownerKey(`${W}/components/code-editor/code-editor.tsx`)).toBe('lazy-code-editor');
  });
});

describe('chunkOf', () => {
  const id = '/w/node_modules/antd/es/table/index.js';
  it('keeps a module with one owner, or one feature, in that chunk', () => {
    expect(chunkOf(id, new Set(['feature-user']))).toBe('feature-user');
    expect(chunkOf(id, new Set(['feature-dashboard', 'part-dashboard--visit-chart']))).toBe('feature-dashboard');
  });
  it('puts what the layout reaches in the layout, heavy families apart, the rest shared in the list kit', () => {
    expect(chunkOf(id, new Set(['layout', 'feature-user']))).toBe('layout');
    expect(chunkOf('/w/node_modules/zrender/lib/core/env.js', new Set(['feature-monitor', 'feature-x']))).toBe(
      'echarts',
    );
    expect(chunkOf(id, new Set(['feature-user', 'feature-role']))).toBe('list-kit');
    expect(chunkOf(id, new Set(['lazy-code-editor', 'lazy-markdown-editor']))).toBe('lazy-shared');
  });
  it('knows the heavy families', () => {
    expect(familyOf('/w/node_modules/leaflet/dist/leaflet-src.js')).toBe('leaflet');
    expect(familyOf('/w/node_modules/antd/es/button/index.js')).toBeNull();
  });
});

describe('ChunkPlan', () => {
  const module = (info: Partial<ModuleGraphInfo>): ModuleGraphInfo => ({
    isEntry: false,
    code: '',
    exports: [],
    importedIds: [],
    dynamicallyImportedIds: [],
    importers: [],
    dynamicImporters: [],
    ...info,
  });
  it('follows a barrel only to the modules of the names taken from it', () => {
    const lib = '/w/node_modules/lib';
    const graph: Record<string, ModuleGraphInfo> = {
      [`${W}/main.tsx`]: module({
        isEntry: true,
        code: `import { A } from "lib";`,
        importedIds: [`${lib}/index.js`],
        dynamicallyImportedIds: [`${W}/features/user/pages/p.tsx`, `${W}/features/role/pages/p.tsx`],
      }),
      [`${lib}/index.js`]: module({
        code: `export { default as A } from "./a";\nexport { default as B } from "./b";\nexport { default as C } from "./c";`,
        importedIds: [`${lib}/a.js`, `${lib}/b.js`, `${lib}/c.js`],
      }),
      [`${lib}/a.js`]: module({ exports: ['default'] }),
      [`${lib}/b.js`]: module({ exports: ['default'] }),
      [`${lib}/c.js`]: module({ exports: ['default'] }),
      [`${W}/features/user/pages/p.tsx`]: module({
        code: `import { B, C } from "lib";`,
        importedIds: [`${lib}/index.js`],
        dynamicImporters: [`${W}/main.tsx`],
      }),
      [`${W}/features/role/pages/p.tsx`]: module({
        code: `import { B } from "lib";`,
        importedIds: [`${lib}/index.js`],
        dynamicImporters: [`${W}/main.tsx`],
      }),
    };
    const plan = new ChunkPlan();
    const get = (id: string) => graph[id] ?? null;
    // The first module asked about starts the walk over the whole graph.
    expect(plan.chunkFor(`${W}/main.tsx`, get)).toBeNull();
    expect(plan.chunkFor(`${lib}/a.js`, get)).toBeNull(); // the first load
    expect(plan.chunkFor(`${lib}/b.js`, get)).toBe('list-kit');
    expect(plan.chunkFor(`${lib}/c.js`, get)).toBe('feature-user');
    expect(plan.chunkFor(`${W}/features/role/pages/p.tsx`, get)).toBe('feature-role');
  });

  it('lifts what a family module imports out of later groups, so a page that needs it never loads the family', () => {
    // The measure map (Leaflet family) imports antd's Segmented, which the plan put in the home page's chunk:
    // rolldown's Leaflet group would take it along, and the home page would load Leaflet for it.
    const map = '/w/libs/ui/src/measure-map/measure-map.tsx';
    const segmented = '/w/node_modules/antd/es/segmented/index.js';
    const leaflet = '/w/node_modules/leaflet/dist/leaflet-src.js';
    const button = '/w/node_modules/antd/es/button/index.js';
    const modules = new Map<string, ModuleGraphInfo>([
      [map, module({ importedIds: [segmented, leaflet, button] })],
      [segmented, module({})],
      [leaflet, module({})],
      [button, module({})],
    ]);
    const chunks = new Map([
      [map, 'leaflet'],
      [segmented, 'feature-dashboard'],
      [leaflet, 'part-crop-task--map'],
      [button, 'layout'],
    ]);
    liftFamilyDependencies(new ImportGraph(modules), new Set(), chunks);
    expect(chunks.get(segmented)).toBe(FAMILY_KIT);
    expect(chunks.get(leaflet)).toBe('leaflet'); // one of the family's own files joins the family
    expect(chunks.get(button)).toBe('layout'); // already above the families
  });
});
