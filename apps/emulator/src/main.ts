// First: V8 settings must hold before the application's modules allocate anything.
import './core/runtime/heap-tuning';
import { networkInterfaces } from 'node:os';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './core/config/emulator.config';
import { consoleAvailable } from './core/http/console-static';
import { CONTEXT_PATH } from './core/http/context-path';

/** Starts the emulator from the environment and prints where it listens and how to sign in. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Cannot start the emulator: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const app = await createApp();
  app.enableShutdownHooks();
  // Every interface, as Node's `listen(port)` (and so Express) did; Fastify alone would listen on localhost only.
  await app.listen(config.port, anyAddress());
  const url = `http://localhost:${config.port}`;
  const demoPassword = process.env.SEED_ADMIN_PASSWORD ? '(SEED_ADMIN_PASSWORD on first seed)' : '123456';
  new Logger('Emulator').log(
    [
      `CropWatch GPT emulator listening on ${url}`,
      `  API:      ${url}${CONTEXT_PATH}`,
      consoleAvailable(config.consoleDist)
        ? `  Console:  ${url}/`
        : '  Console:  not served (CONSOLE_DIST does not point at a built console)',
      `  Data:     ${config.dataDir}`,
      `  Captcha:  ${config.captcha ? 'on' : 'off'}`,
      '  Demo accounts:',
      `    admin    / ${demoPassword}  all permissions`,
      '    analyst  / 123456  two departments, two tenants',
      '    viewer   / 123456  read-only: home, chat, crop tasks, notification analysis',
    ].join('\n'),
  );
}

/** `::` (IPv6 and IPv4) where the machine has IPv6, else `0.0.0.0`: Node's own choice for a port without a host. */
function anyAddress(): string {
  const hasIpv6 = Object.values(networkInterfaces()).some((list) => list?.some((a) => a.family === 'IPv6'));
  return hasIpv6 ? '::' : '0.0.0.0';
}

main().catch((e: unknown) => {
  console.error('Cannot start the emulator:', e instanceof Error ? e.message : e);
  process.exit(1);
});
