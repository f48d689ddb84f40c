// The helpers behind tools/house-metrics.mjs, the figures of issue #28's closing note.
import { describe, expect, it } from 'vitest';
import * as hm from '../house-metrics.mjs';

const { groupByFile, importSpecifiers, measure, parseDuplicatesCount, resolveRelative } = hm;

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
    { file: `${E}modules/user/user.service.ts`, text: "import { Role } from '../role/entities/role.entity';\n" },
    {
      file: `${E}modules/role/role.service.ts`,
      text: "import { UserService } from '../user/user.service';\nimport { x } from './own';\n",
    },
    { file: `${E}modules/role/role.spec.ts`, text: "import { UserService } from '../user/user.service';\n" },
    { file: `${E}core/auth/session.module.ts`, text: "import { UserModule } from '../../modules/user/user.module';\n" },
    { file: `${E}database/entities.ts`, text: "import { Role } from '../modules/role/entities/role.entity';\n" },
    { file: `${C}components/dict/dict-select.tsx`, text: "import { useDict } from '../../features/dict';\n" },
    { file: `${C}features/dict/index.ts`, text: "export * from './api/get-dict-items';\n" },
    { file: `${C}features/dict/api/get-dict-items.ts`, text: 'export const getDictItems = 1;\n' },
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
      total: { code: 2, tests: 1 },
      entities: { code: 1, tests: 0 },
      services: { code: 1, tests: 1 },
      pairs: 2,
    });
    expect(m.upwardImports.emulator).toEqual({ code: 2, tests: 0 });
    expect(m.upwardImports.console).toEqual({ code: 1, tests: 0 });
    expect(m.upwardImports.featuresToApp).toEqual({ code: 1, tests: 0 });
    expect(m.consoleCrossFeature.imports).toEqual({ code: 1, tests: 0 });
    expect(m.consoleCrossFeature.pairs).toBe(1);
    expect(m.featuresWithoutIndex).toEqual({ count: 1, of: 2, names: ['demo'] });
    expect(m.filesOverLimit).toEqual({ limit: 600, count: 1, tests: 0 });
    expect(m.largestFiles[0]).toEqual({ file: `${E}modules/big/big.ts`, lines: 601 });
  });

  it('groups example lines by importing file', () => {
    expect(groupByFile(['a → 1', 'a → 2', 'b → 3'])).toEqual(['a → 1, 2', 'b → 3']);
    expect(groupByFile(['a → 1', 'a → 2', 'a → 3', 'a → 4'])).toEqual(['a → 4 imports (1, 2, …)']);
  });
});
