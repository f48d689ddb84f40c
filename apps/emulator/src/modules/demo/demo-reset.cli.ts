/* `npm run demo:reset [-- --force]`: see demo-reset.ts. DATA_DIR as `npm start` reads it (default ./data). */
import path from 'node:path';
import { DemoResetRefused, resetDemoData } from './demo-reset';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
try {
  const { removed, backup } = resetDemoData(dataDir, { force: process.argv.includes('--force') });
  if (backup) console.log(`Backed up the database to ${backup}`);
  console.log(
    removed.length
      ? `Reset ${dataDir} (removed ${removed.join(', ')}). Start the server (npm start) to seed the demo again.`
      : `${dataDir} holds no database: the next start (npm start) seeds the demo.`,
  );
} catch (e) {
  if (!(e instanceof DemoResetRefused)) throw e;
  console.error(e.message);
  process.exitCode = 1;
}
