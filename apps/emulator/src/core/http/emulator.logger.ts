import { ConsoleLogger } from '@nestjs/common';

/** Nest's own start-up chatter (module and route listings) that would bury the emulator's log lines. */
const QUIET_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** The emulator's log: Nest's format, without the framework's informational start-up lines. */
export class EmulatorLogger extends ConsoleLogger {
  override log(message: unknown, context?: string): void {
    if (context && QUIET_CONTEXTS.has(context)) return;
    super.log(message, context);
  }
}
