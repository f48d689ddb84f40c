/* `npm run db:copy -- --from sqlite:./data/cropwatch.sqlite --to postgres://… [--replace]`: see database/copy/db-copy.ts. */
import { ENTITIES } from './app.entities';
import { CopyError, copySqliteToPostgres } from './database/copy/db-copy';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const from = arg('--from');
const to = arg('--to');
if (!from || !to) {
  console.error(
    'usage: npm run db:copy -- --from sqlite:./data/cropwatch.sqlite --to postgres://user:pass@host:5432/db [--replace]',
  );
  process.exit(2);
}
console.log(`${'table'.padEnd(32)} ${'sqlite'.padStart(8)} ${'postgres'.padStart(8)}`);
copySqliteToPostgres({
  from,
  to,
  entities: ENTITIES,
  replace: process.argv.includes('--replace'),
  log: (line) => console.log(line),
})
  .then((counts) => {
    const rows = counts.reduce((sum, c) => sum + c.target, 0);
    console.log(`Copied ${counts.length} tables, ${rows} rows; every table's row count matches.`);
  })
  .catch((e: unknown) => {
    console.error(`db:copy failed: ${e instanceof CopyError || e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  });
