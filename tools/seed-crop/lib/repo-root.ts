import fs from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder above the working directory that holds nx.json. */
export function findRepoRoot(start = process.cwd()): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'nx.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No nx.json above ${start}; run from inside the repository.`);
  }
}
