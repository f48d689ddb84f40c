// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const CODE_FILES = [...TS_FILES, '**/*.js', '**/*.mjs', '**/*.cjs', '**/*.jsx'];
// React code: the console and the DOM widgets of libs/ui.
const CONSOLE_FILES = ['apps/console/**/*.ts', 'apps/console/**/*.tsx', 'libs/ui/**/*.ts', 'libs/ui/**/*.tsx'];
const SOURCE_FOLDERS = ['apps/*/src/**', 'libs/*/src/**'];

export default defineConfig(
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    'data/**',
    'tmp/**',
    '.nx/**',
  ]),

  { files: CODE_FILES, extends: [js.configs.recommended] },

  {
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      // Every project has its own tsconfig.json; the project service finds the nearest one per file.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/require-await': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  {
    files: CODE_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/internal-regex': '^@cropwatch/',
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.js', '.cjs', '.json'],
          conditionNames: ['@cropwatch/source', 'types', 'import', 'require', 'node', 'default'],
          // NodeNext sources may spell a TypeScript module with its emitted extension.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] },
        }),
      ],
    },
    rules: {
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'object', 'unknown'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Cycle detection walks the import graph of every file; limited to source folders to keep lint fast on 2 cores.
    files: SOURCE_FOLDERS.flatMap((folder) => CODE_FILES.map((ext) => `${folder}/${ext.replace('**/', '')}`)),
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // Emulator floors (issue #28): core and the database layer are the floor and import no module (nor the
  // composition root, app.*, which wires modules in); identity sits below the user, role, permission and
  // department admin modules, which import none of each other; a module reaches another only through its index.ts.
  // See docs/architecture-emulator.md.
  {
    files: ['apps/emulator/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['apps/emulator/src/core', 'apps/emulator/src/database'],
              from: 'apps/emulator/src',
              except: ['./core', './database'],
              message:
                'core and database are the floor: reach a module through a core interface or token wired in app.module.',
            },
            {
              target: 'apps/emulator/src/modules/identity',
              from: 'apps/emulator/src/modules',
              except: ['./identity', './dict'],
              message: 'identity sits below the admin modules: it may use core and dict only.',
            },
            ...Object.entries({
              user: ['role', 'permission', 'depart'],
              role: ['user', 'permission', 'depart'],
              permission: ['user', 'role', 'depart'],
              depart: ['user', 'role', 'permission'],
            }).map(([target, others]) => ({
              target: `apps/emulator/src/modules/${target}`,
              from: others.map((o) => `apps/emulator/src/modules/${o}`),
              message: 'the identity admin modules do not import each other: share through modules/identity.',
            })),
            // A module is reached from another only through its index.ts, the list of what it offers (and the
            // module graph stays free of cycles: import-x/no-cycle sees through the index files).
            ...readdirSync(`${import.meta.dirname}/apps/emulator/src/modules`, { withFileTypes: true })
              .filter((entry) => entry.isDirectory())
              .map(({ name: module }) => ({
                target: `apps/emulator/src/modules/${module}`,
                from: `${import.meta.dirname}/apps/emulator/src/modules/!(${module})/**`,
                except: [`${import.meta.dirname}/apps/emulator/src/modules/*/index.ts`],
                message: `A module imports another module only through its index.ts (modules/${module}).`,
              })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/emulator/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      // The heaviest libraries load when first used, not when the emulator starts (docs/decisions.md D-108):
      // types may be imported, values come through a `require` where each one is used (listed below).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...Object.entries({
          exceljs: 'core/excel/exceljs.ts',
          echarts: 'analysis/output/image-charts.ts',
          docx: 'analysis/output/bulletin-docx.ts',
          'sanitize-html': 'common/rich-text.ts',
          'svg-captcha': 'auth/captcha.service.ts',
        }).map(([name, where]) => ({
          name,
          allowTypeImports: true,
          message: `${name} loads lazily (${where}): import its types only.`,
        })),
      ],
    },
  },

  {
    files: CODE_FILES,
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:console', onlyDependOnLibsWithTags: ['scope:console', 'scope:shared'] },
            { sourceTag: 'scope:emulator', onlyDependOnLibsWithTags: ['scope:emulator', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [], allowedExternalImports: ['zod'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:contract', 'type:util', 'type:ui', 'type:testing'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract', 'type:util', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contract'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
            {
              sourceTag: 'scope:emulator',
              bannedExternalImports: [
                'react',
                'react-*',
                'react/*',
                'antd',
                'antd/*',
                'leaflet',
                'leaflet*',
                'monaco-editor',
              ],
            },
            {
              sourceTag: 'scope:console',
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'better-sqlite3', 'multer', 'exceljs', 'ws'],
            },
          ],
        },
      ],
    },
  },

  {
    files: CONSOLE_FILES,
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/emulator/**', 'apps/console-e2e/**', 'libs/**', 'tools/**', '*.{js,mjs,cjs,ts}', '**/*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures that need no other fixture are declared with an empty destructuring pattern.
    files: ['apps/console-e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },

  // Console direction (issue #28). Shared code (components/, lib/, stores/, testing/) sits below the features and
  // the app shell and never imports them; a feature is reached from outside only through its index.ts (the app
  // shell may also load a feature's routed pages/ lazily, one chunk per feature: app/routing/component-registry.ts).
  // docs/console-architecture.md says the rules and why.
  ...((CONSOLE_SRC) => [
    {
      files: ['apps/console/src/**/*.{ts,tsx}'],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: import.meta.dirname,
            zones: [
              {
                target: ['components', 'lib', 'stores', 'testing'].map((d) => `apps/console/src/${d}`),
                from: ['apps/console/src/features', 'apps/console/src/app'],
                message: 'Shared console code must not import a feature or the app shell: move the shared piece down.',
              },
              ...readdirSync(`${CONSOLE_SRC}/features`, { withFileTypes: true })
                .filter((entry) => entry.isDirectory())
                .map(({ name: feature }) => ({
                  target: `apps/console/src/features/${feature}`,
                  from: `${CONSOLE_SRC}/features/!(${feature})/**`,
                  except: [`${CONSOLE_SRC}/features/*/index.ts`],
                  message: `A feature imports another feature only through its index.ts (features/${feature}).`,
                })),
              {
                target: 'apps/console/src/app',
                from: `${CONSOLE_SRC}/features/*/**`,
                except: [`${CONSOLE_SRC}/features/*/index.ts`, `${CONSOLE_SRC}/features/*/pages/**`],
                message: 'The app shell imports a feature through its index.ts, or its pages/ for routing.',
              },
            ],
          },
        ],
      },
    },
  ])(`${import.meta.dirname}/apps/console/src`),

  prettier,
);
