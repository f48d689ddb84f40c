import { runCli } from './run-cli';

// npm run cron -- next "<expr>" --tz Asia/Shanghai --from 2026-03-01T00:00:00+08:00 --count 10
const result = runCli(process.argv.slice(2));
process.stdout.write(`${result.stdout}\n`);
process.exitCode = result.exitCode;
