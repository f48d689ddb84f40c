/**
 * Writes the engine's Quartz fixture, libs/cron/src/testing/quartz-oracle-table.json: the cases of
 * quartz-cases.ts (fixed seed) answered by the real Quartz 2.3.2. Needs java and the Quartz jar:
 *
 *   apt-get install -y libquartz2-java default-jre-headless
 *   npx tsx libs/cron/oracle/write-table.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { tableCases } from '../src/testing/quartz-cases';
import { oracleUnavailable, runOracle } from '../src/testing/quartz-oracle';

const SEED = 20_260_519;
const RANDOM_CASES = 1800;

async function main(): Promise<void> {
  const unavailable = oracleUnavailable();
  if (unavailable) {
    console.error(`Cannot run the Quartz oracle: ${unavailable}`);
    process.exit(1);
  }
  const cases = tableCases(SEED, RANDOM_CASES);
  const answers = runOracle(cases);
  const rows = cases.map((c, i) => ({ ...c, from: new Date(c.from).toISOString(), ...answers[i] }));
  const target = join(__dirname, '..', 'src', 'testing', 'quartz-oracle-table.json');
  const options = { ...(await resolveConfig(target)), filepath: target };
  writeFileSync(target, await format(JSON.stringify(rows), options));
  const valid = rows.filter((row) => row.valid).length;
  console.log(`${rows.length} cases (${valid} valid, ${rows.length - valid} invalid) written to ${target}`);
}

void main();
