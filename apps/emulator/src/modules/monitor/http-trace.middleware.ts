import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AuthenticatedRequest } from '../../core/auth/principal';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { MonitorService } from './monitor.service';

/**
 * Records every API request for `/actuator/httptrace` when its response finishes: a few property reads and one
 * array slot, so it costs next to nothing (masking happens when the trace is read).
 */
@Injectable()
export class HttpTraceMiddleware implements NestMiddleware {
  constructor(
    @Inject(MonitorService) private readonly monitor: MonitorService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  use(req: Request & Partial<AuthenticatedRequest>, res: Response, next: NextFunction): void {
    if (!this.config.httpTrace) return next();
    const started = performance.now();
    res.once('finish', () => {
      const timeTaken = performance.now() - started;
      this.monitor.trace.record({
        at: Date.now() - timeTaken,
        method: req.method,
        origin: `${req.protocol}://${req.headers.host ?? 'localhost'}`,
        url: req.originalUrl,
        requestHeaders: req.headers,
        remoteAddress: req.socket.remoteAddress ?? null,
        status: res.statusCode,
        responseHeaders: res.getHeaders(),
        timeTaken: Math.round(timeTaken),
        principal: req.principal?.username ?? null,
      });
    });
    next();
  }
}
