import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts in the build are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|wasm)$/;
/**
 * Files an operator edits after the build (issue #17): a precompressed copy would go stale, so they are served as
 * they are. The emulator also ignores any variant older than its source.
 */
const EDITED_AFTER_BUILD = new Set(['config.json']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every compressible file of
 * `outDir`, keeping a variant only when it is smaller than the file. Returns the files written, relative to outDir.
 */
export function precompressDir(outDir: string): string[] {
  const written: string[] = [];
  for (const file of [...files(outDir)]) {
    const name = path.basename(file);
    if (!COMPRESSIBLE.test(name) || EDITED_AFTER_BUILD.has(path.relative(outDir, file))) continue;
    const body = readFileSync(file);
    const variants: [string, Buffer][] = [
      [
        '.br',
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ],
      ['.gz', gzipSync(body, { level: 9 })],
    ];
    for (const [suffix, compressed] of variants) {
      if (compressed.length >= body.length) continue;
      writeFileSync(file + suffix, compressed);
      written.push(path.relative(outDir, file + suffix));
    }
  }
  return written;
}

/** Vite build plugin: precompresses the finished output so static servers can send it without compressing. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cropwatch:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = precompressDir(outDir);
      this.info?.(`precompressed ${written.length} files (Brotli and gzip)`);
    },
  };
}
