import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';
import fs from 'node:fs';
import zlib from 'node:zlib';
export default mergeConfig(base, defineConfig({
  build: { outDir: '/tmp/diet/dist-analyze', emptyOutDir: true },
  plugins: [{
    name: 'dump',
    generateBundle(_o, bundle) {
      const out: Record<string, unknown> = {};
      for (const [name, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') continue;
        const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm:').replace('/work/main/', ''), m.renderedLength, m.code ? zlib.gzipSync(m.code, {level: 9}).length : 0, m.code ?? ''] as const).sort((a, b) => b[1] - a[1]);
        out[name] = { imports: c.imports, dynamicImports: c.dynamicImports, mods };
      }
      fs.writeFileSync('/tmp/diet/analysis.json', JSON.stringify(out, null, 1));
      const imp: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) { const info = this.getModuleInfo(id); if (info) imp[id.replace(/.*node_modules\//, 'nm:').replace('/work/main/', '')] = [...info.importers, ...info.dynamicImporters].map((x) => x.replace(/.*node_modules\//, 'nm:').replace('/work/main/', '')); }
      fs.writeFileSync('/tmp/diet/importers.json', JSON.stringify(imp, null, 1));
    },
  }],
}));
