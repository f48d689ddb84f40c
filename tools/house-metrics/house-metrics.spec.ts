// The helpers behind tools/house-metrics.mjs, the figures of issue #28's closing note.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as hm from '../house-metrics.mjs';

const {
  codeLines,
  graphCycles,
  groupByFile,
  importSpecifiers,
  isMutationOnly,
  measure,
  parseDuplicatesCount,
  resolveRelative,
  wirePaths,
} = hm;

describe('importSpecifiers', () => {
  it('finds single-line, multi-line, type, re-export, side-effect and dynamic imports', () => {
    const text = [
      "import { a } from './a';",
      'import type {',
      '  B,',
      '  C,',
      "} from '../b';",
      "export * from './c';",
      "export type { D } from './d';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy');",
      'import Default, { e } from "pkg";',
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a', '../b', './c', './d', './side-effect.css', './lazy', 'pkg']);
  });

  it('skips comments and statements without a source', () => {
    const text = [
      "// import { x } from './line-comment';",
      '/*',
      "import { y } from './block-comment';",
      '*/',
      " * import { z } from './jsdoc';",
      "// the page is loaded with import('./commented-lazy')",
      " * and its editor with import('./jsdoc-lazy')",
      'export { local };',
      'export const value = 1;',
      "const s = 'import from here is text';",
      "import { real } from './real';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./real']);
  });

  it('does not read import.meta or a property named import as a statement', () => {
    expect(importSpecifiers("const u = import.meta.url;\nimport { k } from './k';")).toEqual(['./k']);
  });

  it('does not take a comment inside a multi-line import for its source', () => {
    const text = ['import {', "  // a, moved from './old'", '  a,', "} from './new';"].join('\n');
    expect(importSpecifiers(text)).toEqual(['./new']);
  });
});

describe('codeLines', () => {
  it('numbers the code lines and drops line, JSDoc and block comments', () => {
    const text = [
      'const a = 1;',
      '// note',
      '/**',
      ' * doc',
      ' */',
      '/* x */ const b = 2;',
      '/*',
      'inside',
      '*/ const c = 3;',
    ].join('\n');
    expect(codeLines(text)).toEqual([
      { n: 1, line: 'const a = 1;' },
      { n: 5, line: '' }, // what follows the block comment's end
      { n: 6, line: ' const b = 2;' },
      { n: 9, line: ' const c = 3;' },
    ]);
  });
});

describe('wirePaths', () => {
  it('finds server paths in quotes and template literals, with their line', () => {
    const text = [
      "const list = '/sys/user/list';",
      'const one = `/crop/task/${id}`;',
      "http.get('/online/cgform/api/getColumns/' + code, { q: '/gpt/x' });",
    ].join('\n');
    expect(wirePaths(text)).toEqual([
      { n: 1, path: '/sys/user/list' },
      { n: 2, path: '/crop/task/${id}' },
      { n: 3, path: '/online/cgform/api/getColumns/' },
      { n: 3, path: '/gpt/x' },
    ]);
  });

  it('leaves out comments, browser routes, other prefixes and a bare prefix', () => {
    const text = [
      "// calls '/sys/user/list'",
      " * see '/crop/task/list'",
      "navigate('/crop/task/edit');",
      'const href = `/analysis/view?id=${id}`;',
      "const NEW_TASK = '/crop/task/new';",
      "const asset = '/assets/logo.png';",
      "const root = '/sys/';",
      "const relative = 'sys/user/list';",
    ].join('\n');
    expect(wirePaths(text)).toEqual([]);
  });
});

describe('isMutationOnly', () => {
  it.each([
    ['export const useAdd = () => useMutation({ mutationFn: add });', true],
    ['useMutation({}); export const q = queryOptions({});', false],
    ['useMutation({}); useQuery({});', false],
    ['export const useList = () => useQuery({});', false],
  ])('%s → %s', (text, expected) => {
    expect(isMutationOnly(text)).toBe(expected);
  });
});

describe('path helpers', () => {
  it('resolves relative specifiers only', () => {
    expect(resolveRelative('apps/emulator/src/core/a/b.ts', '../../modules/user/user.module')).toBe(
      'apps/emulator/src/modules/user/user.module',
    );
    expect(resolveRelative('apps/console/src/x.ts', '@cropwatch/contract')).toBeNull();
  });

  it.each([
    ['isEntityTarget', 'apps/emulator/src/modules/user/entities/user.entity', true],
    ['isEntityTarget', 'apps/emulator/src/modules/analysis/output/analysis-image.entity.ts', true],
    ['isEntityTarget', 'apps/emulator/src/modules/user/user.service', false],
    ['isServiceTarget', 'apps/emulator/src/modules/user/user-admin.service', true],
    ['isServiceTarget', 'apps/emulator/src/modules/user/service-names', false],
    ['isTestFile', 'apps/emulator/test/chat.e2e-spec.ts', true],
    ['isTestFile', 'apps/console/src/lib/http.spec.tsx', true],
    ['isTestFile', 'apps/console/src/lib/http.ts', false],
  ] as const)('%s(%s) is %s', (helper, file, expected) => {
    expect(hm[helper](file)).toBe(expected);
  });

  it.each([
    ['apps/console/src/features/dict', true],
    ['apps/console/src/features/dict/index.ts', true],
    ['apps/console/src/features/dict/api/get-dict-items', false],
  ])('isFeatureIndex(%s, dict) is %s', (target, expected) => {
    expect(hm.isFeatureIndex(target, 'dict')).toBe(expected);
  });
});

describe('parseDuplicatesCount', () => {
  it('reads the pair count of the first line', () => {
    expect(
      parseDuplicatesCount('1653 pairs of places (1495 files read), each sharing …\nD1 a.ts:1-6 ~ b.ts:1-6\n'),
    ).toBe(1653);
    expect(parseDuplicatesCount('1,024 pairs of places (9 files read)')).toBe(1024);
    expect(parseDuplicatesCount('1 pair of places (2 files read)')).toBe(1);
    expect(parseDuplicatesCount('no duplicates (12 files read)')).toBe(0);
  });

  it('refuses a first line it does not know', () => {
    expect(() => parseDuplicatesCount('usage: duplicates …')).toThrow(/unexpected first line/);
  });
});

describe('measure', () => {
  const E = 'apps/emulator/src/';
  const C = 'apps/console/src/';
  const tree = [
    {
      file: `${E}modules/user/user.service.ts`,
      text: "import { Role } from '../role/entities/role.entity';\nimport { IdentityModule } from '../identity/identity.module';\nimport { Principal } from '../identity/principal.service';\n",
    },
    {
      file: `${E}modules/role/role.service.ts`,
      text: "import { UserService } from '../user/user.service';\nimport { x } from './own';\n",
    },
    { file: `${E}modules/role/role.spec.ts`, text: "import { UserService } from '../user/user.service';\n" },
    { file: `${E}core/auth/session.module.ts`, text: "import { UserModule } from '../../modules/user/user.module';\n" },
    { file: `${E}database/entities.ts`, text: "import { Role } from '../modules/role/entities/role.entity';\n" },
    {
      file: `${E}core/boot/boot.ts`,
      text: "import { AppModule } from '../../app.module';\nimport type { T } from '../../types/x';\n",
    },
    { file: `${C}testing/render.tsx`, text: "import { x } from '../features/dict/api/get-dict-items';\n" },
    { file: `${C}components/dict/dict-select.tsx`, text: "import { useDict } from '../../features/dict';\n" },
    { file: `${C}features/dict/index.ts`, text: "export * from './api/get-dict-items';\n" },
    {
      file: `${C}features/dict/api/get-dict-items.ts`,
      text: "export const getDictItems = () => http.get('/sys/dict/getDictItems/x');\n",
    },
    {
      file: `${C}features/dict/api/add-dict.ts`,
      text: 'export const useAddDict = () => useMutation({ mutationFn: addDict });\n',
    },
    {
      file: `${C}features/dict/api/add-dict.spec.ts`,
      text: "import { b } from '../../demo/pages/demo';\nconst url = '/sys/dict/add';\nuseMutation({});\n",
    },
    { file: `${C}testing/handlers.ts`, text: "export const url = '/sys/dict/list';\n" },
    {
      file: `${C}features/demo/pages/demo.tsx`,
      text: "import { a } from '../../dict/api/get-dict-items';\nimport { b } from '../../dict';\nimport { q } from '../../../app/query-provider';\n",
    },
    { file: 'tools/seed-crop/tables/aezs.ts', text: 'x\n'.repeat(700) },
    { file: `${E}modules/big/big.ts`, text: 'x\n'.repeat(601) },
  ];

  it('counts imports between modules, upward imports, cross-feature imports and sizes', () => {
    const m = measure(tree, { largest: 2 });
    expect(m.emulatorModuleImports).toEqual({
      total: { code: 4, tests: 1 },
      // `identity.module` is neither (an older count took every name with "entit" in it, identity's included).
      entities: { code: 1, tests: 0 },
      services: { code: 2, tests: 1 },
      pairs: 3,
    });
    expect(m.emulatorModuleImportsNotIdentity).toEqual({
      total: { code: 2, tests: 1 },
      entities: { code: 1, tests: 0 },
      services: { code: 1, tests: 1 },
      list: [
        `ENT ${E}modules/user/user.service.ts → ../role/entities/role.entity`,
        `SVC ${E}modules/role/role.service.ts → ../user/user.service`,
      ],
    });
    expect(m.upwardImports.emulator).toEqual({ code: 3, tests: 0 });
    expect(m.upwardImports.console).toEqual({ code: 2, tests: 0 });
    expect(m.upwardImports.featuresToApp).toEqual({ code: 1, tests: 0 });
    expect(m.consoleCrossFeatureAll).toEqual({
      total: { code: 2, tests: 1 },
      throughIndex: { code: 1, tests: 0 },
      pairs: 1, // of production code: demo → dict
    });
    expect(m.consoleCrossFeature.imports).toEqual({ code: 1, tests: 1 });
    expect(m.consoleCrossFeature.pairs).toBe(1);
    // Spec files and testing/ are left out of the wire paths and the api files.
    expect(m.consoleWirePaths).toEqual({
      count: 1,
      list: [`${C}features/dict/api/get-dict-items.ts:1 /sys/dict/getDictItems/x`],
    });
    expect(m.consoleApiFiles).toEqual({ files: 2, mutationOnly: 1 });
    expect(m.featuresWithoutIndex).toEqual({ count: 1, of: 2, names: ['demo'] });
    expect(m.filesOverLimit).toEqual({ limit: 600, count: 1, tests: 0 });
    expect(m.largestFiles[0]).toEqual({ file: `${E}modules/big/big.ts`, lines: 601 });
  });

  it('groups example lines by importing file', () => {
    expect(groupByFile(['a → 1', 'a → 2', 'b → 3'])).toEqual(['a → 1, 2', 'b → 3']);
    expect(groupByFile(['a → 1', 'a → 2', 'a → 3', 'a → 4'])).toEqual(['a → 4 imports (1, 2, …)']);
  });
});

describe('emulator module graph', () => {
  const E = 'apps/emulator/src/modules/';

  it('finds the cycles of a graph, not its self-loops', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c', 'b'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a', 'e'])],
      ['e', new Set(['d'])],
      ['f', new Set(['a'])],
    ]);
    expect(graphCycles(edges)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(graphCycles(new Map([['a', new Set(['a', 'b'])]]))).toEqual([]);
  });

  it.each([
    [`${E}chat`, true],
    [`${E}chat/index`, true],
    [`${E}chat/index.ts`, true],
    [`${E}chat/chat.module`, false],
    [`${E}chat-x/index`, false],
  ])('isModuleIndex(%s, chat) is %s', (target, expected) => {
    expect(hm.isModuleIndex(target, 'chat')).toBe(expected);
  });

  it('counts the imports past an index and the module cycles of production code', () => {
    const m = measure([
      { file: `${E}chat/chat.service.ts`, text: "import { A } from '../analysis/analysis.service';\n" },
      { file: `${E}analysis/analysis.service.ts`, text: "import { C } from '../chat';\nimport { D } from './own';\n" },
      {
        file: `${E}analysis/x.spec.ts`,
        text: "import { K } from '../knowledge/index';\nimport { U } from '../user/u';\n",
      },
      { file: `${E}knowledge/k.ts`, text: "import { U } from '../user/index.ts';\n" },
      { file: `${E}user/u.ts`, text: "import { K } from '../knowledge';\n" },
    ]);
    expect(m.emulatorModuleGraph).toEqual({
      // user ↔ knowledge through the indexes is a cycle too; analysis → knowledge is a test's, not in the graph.
      cycles: [
        ['analysis', 'chat'],
        ['knowledge', 'user'],
      ],
      deepImports: { code: 1, tests: 1 },
      deepList: [
        `${E}chat/chat.service.ts → ../analysis/analysis.service`,
        `${E}analysis/x.spec.ts → ../user/u (test)`,
      ],
    });
  });

  it('the emulator as it is: its modules form no cycle and every import between them goes through an index.ts', () => {
    const repo = path.resolve(__dirname, '../..');
    const files = hm
      .listSourceFiles(repo)
      .filter((file) => file.startsWith('apps/emulator/src/'))
      .map((file) => ({ file, text: fs.readFileSync(path.join(repo, file), 'utf8') }));
    const { cycles, deepImports, deepList } = measure(files).emulatorModuleGraph;
    expect(files.length).toBeGreaterThan(100);
    expect(cycles).toEqual([]);
    expect(deepList).toEqual([]);
    expect(deepImports).toEqual({ code: 0, tests: 0 });
  });
});
