// Writes the crop seed into seed/crop/: `npx tsx tools/seed-crop/generate.ts` from anywhere inside the repository.
import fs from 'node:fs';
import path from 'node:path';
import { buildSeedFiles, OUTPUT_DIR } from './build';
import { findRepoRoot } from './lib/repo-root';

async function main(): Promise<void> {
  const root = findRepoRoot();
  const outDir = path.join(root, OUTPUT_DIR);
  const files = await buildSeedFiles(root);
  fs.mkdirSync(outDir, { recursive: true });
  // The folder belongs to this generator: JSON files it no longer produces are stale.
  for (const name of fs.readdirSync(outDir)) {
    if (name.endsWith('.json') && !files.has(name)) fs.rmSync(path.join(outDir, name));
  }
  let total = 0;
  for (const [name, text] of files) {
    fs.writeFileSync(path.join(outDir, name), text);
    total += Buffer.byteLength(text);
    console.log(`${OUTPUT_DIR}/${name}  ${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`);
  }
  console.log(`${files.size} files, ${(total / 1024).toFixed(1)} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
