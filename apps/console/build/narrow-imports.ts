import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * An import of a library module narrowed to the module that defines the names, in one library file. The same module
 * instance is imported either way (the barrel re-exports it), so behaviour is unchanged; what changes is the static
 * import graph, which is what the `boot` chunk group captures (vite.config.ts, issue #17).
 */
export interface NarrowedImport {
  /** The importing file, as the end of its path (`antd/es/form/context.js`). */
  file: string;
  /** The import statement's specifier as written, and what it becomes. */
  from: string;
  to: string;
  /** The import clause, when the target module exports the name differently (`{ Provider as P }` → `P`). */
  clause?: { from: string; to: string };
}

/**
 * antd's input, checkbox and config provider reach `@rc-component/form`'s barrel only for `FormProvider` (form's
 * context module): through the barrel the whole of rc-form and async-validator (~13 kB gzip) were captured into
 * the first load although only the lazily loaded forms run them.
 */
const shim = (name: string): string => fileURLToPath(new URL(`./antd-shims/${name}`, import.meta.url));

export const NARROWED_IMPORTS: readonly NarrowedImport[] = [
  { file: 'antd/es/form/context.js', from: '@rc-component/form', to: '@rc-component/form/es/FormContext' },
  // ConfigProvider's motion wrapper needs only rc-motion's provider, not CSSMotion and CSSMotionList.
  {
    file: 'antd/es/config-provider/MotionWrapper.js',
    from: '@rc-component/motion',
    to: '@rc-component/motion/es/context',
    clause: { from: '{ Provider as MotionProvider }', to: 'MotionProvider' },
  },
  // antd's Input takes rc-input's default export; the barrel adds the text area and its resize observer.
  { file: 'antd/es/input/Input.js', from: '@rc-component/input', to: '@rc-component/input/es/Input' },
  /*
   * Not a narrowing but a substitution, the only two (build/antd-shims): the button's style token takes `isBright`
   * from the colour presets panel (which imports Collapse, ~4 kB gzip), and ConfigProvider imports the tooltip's
   * unique provider (trigger, portal, resize observer, ~9 kB) for a setting the console does not use.
   */
  {
    file: 'antd/es/button/style/token.js',
    from: '../../color-picker/components/ColorPresets',
    to: shim('is-bright.js'),
  },
  { file: 'antd/es/config-provider/index.js', from: '../tooltip/UniqueProvider', to: shim('unique-provider.js') },
];

const quoted = (specifier: string): RegExp =>
  new RegExp(`from\\s*(['"])${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`, 'g');

/** Rewrites `code` of `id` by the narrowed imports that name that file; `null` when none applies. */
export function narrowImports(
  id: string,
  code: string,
  rules: readonly NarrowedImport[] = NARROWED_IMPORTS,
): string | null {
  const path = id.split('?')[0].replaceAll('\\', '/');
  const applicable = rules.filter((rule) => path.endsWith(`/node_modules/${rule.file}`));
  if (applicable.length === 0) return null;
  let out = code;
  for (const rule of applicable) {
    const pattern = quoted(rule.from);
    if (!pattern.test(out)) throw new Error(`narrow-imports: ${rule.file} no longer imports '${rule.from}'`);
    out = out.replace(quoted(rule.from), `from '${rule.to}'`);
    if (rule.clause) {
      const statement = `import ${rule.clause.from} from '${rule.to}'`;
      if (!out.includes(statement)) throw new Error(`narrow-imports: ${rule.file} no longer has "${statement}"`);
      out = out.replace(statement, `import ${rule.clause.to} from '${rule.to}'`);
    }
  }
  return out;
}

/** Build-only: the dev server and the tests keep the libraries' own imports. */
export function narrowedImports(): Plugin {
  return {
    name: 'cropwatch:narrow-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const out = narrowImports(id, code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
