import path from 'node:path';
import { signInChunkName } from './sign-in-chunks';

/**
 * Chunk groups past sign-in (issue #32): one chunk per thing that loads together instead of one per set of lazy
 * imports that share a module (281 files, ~70 requests for the layout alone). Each lazy entry (a dynamically
 * imported module) gets an owner key: `layout` (the main layout, routing, lib, stores), `feature-<folder>` (a
 * feature's pages), `part-<folder>--<name>` (a lazy part of a feature, e.g. the home map) or `lazy-<name>` (a heavy
 * shared component that loads itself, e.g. the code editor). A module then goes to the chunk of the owners that
 * reach it by static imports:
 * - one owner, or only one feature's owners: that owner's chunk (the feature's when several);
 * - reached by the layout: `layout` (it is always loaded first after sign-in, so a page never waits for more);
 * - a heavy library family (echarts, Leaflet, monaco…): that family's chunk, so a list page never loads a map;
 * - shared by several features: `list-kit` (the rest of antd, the list page kit, the contract schemas);
 * - shared only by lazy parts: `lazy-shared`.
 * A module's static dependencies are reached by a superset of its owners, so they land in the same or an earlier
 * (higher priority) group; the groups' `includeDependenciesRecursively` then moves nothing across groups.
 */

/** What rolldown's chunking context gives of a module (ModuleInfo, the fields used here). */
export interface ModuleGraphInfo {
  isEntry: boolean;
  code: string | null;
  /** The names the module exports. */
  exports: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
export type GetModuleInfo = (id: string) => ModuleGraphInfo | null;

const normalise = (id: string) => id.split(path.sep).join('/');

/** Libraries big enough that only the pages drawing with them should load them, one chunk per family. */
const FAMILIES: readonly [string, RegExp][] = [
  ['echarts', /\/node_modules\/(?:echarts|zrender)\/|\/src\/components\/echart\//],
  [
    'leaflet',
    /\/node_modules\/(?:leaflet|react-leaflet|@react-leaflet|@turf|topojson-client|world-atlas)\/|\/libs\/ui\/src\/measure-map\//,
  ],
  ['monaco', /\/node_modules\/(?:monaco-editor|@monaco-editor)\//],
  ['tiptap', /\/node_modules\/(?:@tiptap|prosemirror-[\w-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)\//],
  [
    'markdown',
    /\/node_modules\/(?:@uiw|react-markdown|remark-[\w-]+|rehype-[\w-]+|micromark[\w-]*|mdast-[\w-]+|hast-[\w-]+|hastscript|unist-[\w-]+|unified|vfile[\w-]*|katex|highlight\.js|lowlight|refractor|parse5|property-information|space-separated-tokens|comma-separated-tokens|html-url-attributes|devlop|bail|trough|is-plain-obj|zwitch|ccount|character-[\w-]+|decode-named-character-reference|markdown-table|longest-streak|estree-util-[\w-]+|style-to-[\w-]+|inline-style-parser|trim-lines|web-namespaces|html-void-elements|entities|extend|fault|format|github-slugger|rehype|direction|bcp-47-match|nth-check|boolbase|css-selector-parser)\//,
  ],
];

export const familyOf = (id: string): string | null =>
  FAMILIES.find(([, test]) => test.test(normalise(id)))?.[0] ?? null;

/** The owner key of a lazily imported module (see the file comment). */
export function ownerKey(id: string): string {
  const file = normalise(id);
  const feature = /\/src\/features\/([\w-]+)\/(.*)$/.exec(file);
  if (feature) {
    const [, folder, rest] = feature;
    if (rest.startsWith('pages/') || rest === 'index.ts' || rest === 'index.tsx') {
      return folder === 'account' && rest.startsWith('index') ? 'layout' : `feature-${folder}`;
    }
    return `part-${folder}--${path.posix.basename(rest).replace(/\.\w+$/, '')}`;
  }
  if (/\/src\/app\/routing\/account-security-page\.tsx$/.test(file)) return 'feature-account';
  if (/\/apps\/console\/src\/(?:app|lib|stores)\//.test(file)) return 'layout';
  if (/\/libs\/ui\/src\/[\w-]+\/locales/.test(file)) return 'layout';
  const component = /\/src\/components\/([\w-]+)\//.exec(file);
  if (component) return `lazy-${component[1]}`;
  const pkg = /\/node_modules\/((?:@[\w.-]+\/)?[\w.-]+)\//.exec(file);
  return `lazy-${(pkg?.[1] ?? path.posix.basename(file)).replace(/[@/.]/g, '-').replace(/^-+/, '')}`;
}

/** The feature folder an owner key belongs to (`feature-dashboard`, `part-dashboard--condition-map`), else null. */
const featureOf = (key: string): string | null =>
  /^feature-(.+)$/.exec(key)?.[1] ?? /^part-(.+?)--/.exec(key)?.[1] ?? null;

/** The chunk of a module reached by static imports from the lazy entries whose owner keys are `owners`. */
export function chunkOf(id: string, owners: ReadonlySet<string>): string {
  const keys = [...owners];
  if (keys.length === 1) return keys[0];
  if (owners.has('layout')) return 'layout';
  const family = familyOf(id);
  if (family) return family;
  const features = new Set(keys.map(featureOf));
  // Only one feature's pages and lazy parts: the feature's chunk (loaded before any of its parts).
  if (features.size === 1 && !features.has(null)) return `feature-${[...features][0]}`;
  return keys.some((key) => key.startsWith('feature-')) ? 'list-kit' : 'lazy-shared';
}

/** Group order: a module's dependencies are never in a later group (see the file comment). */
const LAYERS = ['layout', 'family-kit', 'family', 'list-kit', 'lazy-shared', 'own'] as const;
type Layer = (typeof LAYERS)[number];
/** What the heavy families' own modules import besides them (e.g. antd's Segmented for the measure map). */
export const FAMILY_KIT = 'family-kit';
const layerOf = (chunk: string): Layer =>
  chunk === 'layout' || chunk === 'list-kit' || chunk === 'lazy-shared' || chunk === FAMILY_KIT
    ? chunk
    : FAMILIES.some(([name]) => name === chunk)
      ? 'family'
      : 'own';

const REEXPORT = /export\s*(\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g;
const IMPORT_NAMES = /(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["'][^"']+["']/g;
const NAMESPACE_IMPORT = /import\s*\*\s*as\s/;

/** `{ default as Card, Button }` → the names it exports (`Card`, `Button`); `*` → null (every name). */
const exportedNames = (clause: string): string[] | null =>
  clause === '*'
    ? null
    : clause
        .slice(1, -1)
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        )
        .filter(Boolean);

/**
 * The static import graph as rolldown ties it after tree shaking, near enough: a library barrel (a module made of
 * `export … from`) leads only to the modules of the names its importer takes from it, not to every re-exported
 * module (through antd's barrel every page would own all of antd).
 */
export class ImportGraph {
  private readonly barrels = new Map<string, { names: string[] | null; target: string[] }[] | null>();

  constructor(private readonly modules: ReadonlyMap<string, ModuleGraphInfo>) {}

  /** Every module `from` reaches by static imports, not entering `stop`. */
  reach(from: string, stop: ReadonlySet<string>): Set<string> {
    const seen = new Set<string>();
    const stack: [string, Set<string> | null][] = [[from, null]];
    const visitedBarrel = new Map<string, Set<string>>();
    while (stack.length) {
      const [id, wanted] = stack.pop()!;
      const reexports = this.reexports(id);
      // A barrel of the first load still leads on to modules that are not in it.
      if (stop.has(id) && !(reexports && wanted)) continue;
      if (reexports && wanted) {
        // A barrel reached for some names: follow only the re-exports of names not followed yet.
        const done = visitedBarrel.get(id) ?? new Set<string>();
        const fresh = new Set([...wanted].filter((name) => !done.has(name)));
        if (!fresh.size && seen.has(id)) continue;
        for (const name of fresh) done.add(name);
        visitedBarrel.set(id, done);
        seen.add(id);
        for (const { names, target } of reexports) {
          if (names && !names.some((name) => fresh.has(name))) continue;
          for (const next of target) {
            // `export *`: only a module that exports one of the names (or a barrel, which may pass them on).
            if (names) stack.push([next, null]);
            else if (this.reexports(next) || this.exportsAny(next, fresh)) stack.push([next, fresh]);
          }
        }
        for (const next of this.plainImports(id)) if (!seen.has(next)) stack.push([next, null]);
        continue;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      const info = this.modules.get(id);
      if (!info) continue;
      const names = this.importedNames(info);
      for (const next of info.importedIds) stack.push([next, this.reexports(next) ? names : null]);
    }
    return seen;
  }

  private exportsAny(id: string, names: ReadonlySet<string>): boolean {
    const exported = this.modules.get(id)?.exports;
    return !exported || exported.some((name) => names.has(name));
  }

  /** Names a module imports by name (null: a namespace import, so every name). */
  private importedNames(info: ModuleGraphInfo): Set<string> | null {
    const code = info.code ?? '';
    if (NAMESPACE_IMPORT.test(code)) return null;
    const names = new Set<string>();
    if (/import\s+[\w$]+\s*(?:,|from)/.test(code)) names.add('default');
    for (const match of code.matchAll(IMPORT_NAMES)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (name) names.add(name);
      }
    }
    return names;
  }

  /** A barrel's re-exports with the modules they resolve to; null when the module is not a barrel. */
  private reexports(id: string) {
    if (this.barrels.has(id)) return this.barrels.get(id)!;
    const info = this.modules.get(id);
    const found = [...(info?.code ?? '').matchAll(REEXPORT)];
    let result: { names: string[] | null; target: string[] }[] | null = null;
    if (info && found.length > 0) {
      const directory = path.posix.dirname(normalise(id));
      result = found.map(([, clause, specifier]) => ({
        names: exportedNames(clause),
        target: info.importedIds.filter((imported) => {
          const file = normalise(imported).replace(/\.[cm]?[jt]sx?$/, '');
          const wanted = specifier.startsWith('.')
            ? path.posix.join(directory, specifier).replace(/\.[cm]?[jt]sx?$/, '')
            : null;
          return wanted
            ? file === wanted || file === `${wanted}/index`
            : normalise(imported).includes(`/node_modules/${specifier}/`);
        }),
      }));
    }
    this.barrels.set(id, result);
    return result;
  }

  /** A barrel's own imports (not only re-exported): always followed. */
  private plainImports(id: string): string[] {
    const info = this.modules.get(id);
    const reexports = this.reexports(id) ?? [];
    const code = info?.code ?? '';
    const imported = new Set(
      [...code.matchAll(/import\s*(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']/g)].map((match) => match[1]),
    );
    const reexported = new Set(
      [...code.matchAll(REEXPORT)]
        .map((match, index) => ({ specifier: match[2], target: reexports[index]?.target ?? [] }))
        .filter(({ specifier }) => !imported.has(specifier))
        .flatMap(({ target }) => target),
    );
    return (info?.importedIds ?? []).filter((next) => !reexported.has(next));
  }
}

/**
 * Walks the whole module graph once (from the first module asked about, over every edge) and names every module
 * that is not part of the first load.
 */
export class ChunkPlan {
  private chunks: Map<string, string> | null = null;

  chunkFor(id: string, getModuleInfo: GetModuleInfo): string | null {
    this.chunks ??= this.plan(id, getModuleInfo);
    return this.chunks.get(id) ?? null;
  }

  private plan(start: string, getModuleInfo: GetModuleInfo): Map<string, string> {
    const all = new Map<string, ModuleGraphInfo>();
    const queue = [start];
    while (queue.length) {
      const id = queue.pop()!;
      if (all.has(id)) continue;
      const info = getModuleInfo(id);
      if (!info) continue;
      all.set(id, info);
      queue.push(...info.importedIds, ...info.dynamicallyImportedIds, ...info.importers, ...info.dynamicImporters);
    }
    const graph = new ImportGraph(all);
    // The first load: everything the entries import statically (the `boot` group takes it).
    const initial = new Set<string>();
    for (const [id, info] of all) if (info.isEntry) for (const module of graph.reach(id, initial)) initial.add(module);
    const owners = new Map<string, Set<string>>();
    for (const [id, info] of all) {
      if (initial.has(id) || info.dynamicImporters.length === 0) continue;
      const key = ownerKey(id);
      for (const module of graph.reach(id, initial)) {
        let set = owners.get(module);
        if (!set) owners.set(module, (set = new Set()));
        set.add(key);
      }
    }
    const chunks = new Map<string, string>();
    for (const [id, set] of owners) chunks.set(id, signInChunkName(id) ?? localeChunkName(id) ?? chunkOf(id, set));
    liftFamilyDependencies(graph, initial, chunks);
    return chunks;
  }

  /** The group of one layer: returns the module's chunk when it belongs to that layer. */
  nameIn(layer: Layer) {
    return (id: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
      const chunk = this.chunkFor(id, (moduleId) => ctx.getModuleInfo(moduleId));
      return chunk && layerOf(chunk) === layer ? chunk : null;
    };
  }
}

/**
 * Rolldown's groups take a captured module's static dependencies with them (`includeDependenciesRecursively`): a
 * family chunk (priority above the list kit and the features) took the modules its own files import that the plan
 * put in a later group, e.g. antd's Segmented, which the measure map imports and the home page uses: the home page
 * then loaded the Leaflet chunk before its first card (issue #32). So what a family's modules reach goes to that
 * family when it is one of the family's own files, else (when it is not above the families already) to
 * `family-kit`, a group above the families: a page that needs it loads that small chunk, not the family.
 */
export function liftFamilyDependencies(
  graph: ImportGraph,
  initial: ReadonlySet<string>,
  chunks: Map<string, string>,
): void {
  const above = (chunk: string) => chunk === 'layout' || chunk.startsWith('locales-') || chunk.startsWith('texts-');
  const stack = [...chunks].filter(([, chunk]) => layerOf(chunk) === 'family').map(([id]) => id);
  const seen = new Set<string>(stack);
  while (stack.length) {
    const id = stack.pop()!;
    for (const next of graph.reach(id, initial)) {
      const chunk = chunks.get(next);
      // The first load (no chunk here), the texts and the layout are all above the families.
      if (seen.has(next) || !chunk || above(chunk)) continue;
      seen.add(next);
      if (layerOf(chunk) !== 'family') chunks.set(next, familyOf(next) ?? FAMILY_KIT);
      stack.push(next);
    }
  }
}

/** The texts past sign-in: one chunk per language instead of one per namespace. */
export function localeChunkName(id: string): string | null {
  const match = /\/src\/locales\/(zh-CN|en-US)\/[\w-]+\.json$/.exec(normalise(id));
  return match ? `locales-${match[1]}` : null;
}

/**
 * The codeSplitting groups of the console's build, highest priority first: the first load (`boot`), the sign-in
 * texts, the other texts, then the layers above.
 */
export function chunkGroups() {
  const plan = new ChunkPlan();
  return [
    { name: 'boot', tags: ['$initial' as const], priority: 100 },
    { name: signInChunkName, priority: 90 },
    { name: localeChunkName, priority: 80 },
    ...LAYERS.map((layer, index) => ({ name: plan.nameIn(layer), priority: 70 - index * 10 })),
  ];
}
