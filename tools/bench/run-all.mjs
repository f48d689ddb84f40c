// `npm run bench`: builds what is missing or stale, then runs every measurement (all.mjs). The measurements are
// imported only after the build: some import the built contract (libs/contract/dist), and static imports resolve
// before any code runs (a fresh clone failed with ERR_MODULE_NOT_FOUND).
import { buildIfStale } from '../lib/build.mjs';

if ((await buildIfStale()) !== 0) throw new Error('build failed');
await import('./all.mjs');
