import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AuthenticatedRequest } from '../../core/auth/principal';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { isConsoleFile } from '../../core/http/console-static';
import type { HttpRequest } from '../../core/http/http';
import { MonitorService } from './monitor.service';

/**
 * Records every request but the console's own files for `/actuator/httptrace` when its response finishes (a
 * Fastify `onResponse` hook): a few property reads and one array slot, so it costs next to nothing (the response
 * headers are read and masked when the trace is read). Not added at all when the trace is off.
 */
export function registerHttpTrace(app: NestFastifyApplication): void {
  const config = app.get<EmulatorConfig>(EMULATOR_CONFIG);
  if (!config.httpTrace) return;
  const monitor = app.get(MonitorService);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      const req = request as HttpRequest & Partial<AuthenticatedRequest>;
      if (!isConsoleFile(req)) {
        const timeTaken = reply.elapsedTime;
        monitor.trace.record({
          at: Date.now() - timeTaken,
          method: req.method,
          origin: `${req.protocol}://${req.headers.host ?? 'localhost'}`,
          url: req.originalUrl,
          requestHeaders: req.headers,
          remoteAddress: req.socket.remoteAddress ?? null,
          status: reply.statusCode,
          // The raw response, not Fastify's reply: the reply would keep the request's parsed body alive in the ring.
          response: reply.raw,
          timeTaken: Math.round(timeTaken),
          principal: req.principal?.username ?? null,
        });
      }
      done();
    });
}
