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
    const at = Date.now();
    const started = performance.now();
    res.once('finish', () => {
      this.monitor.trace.record({
        at,
        method: req.method,
        uri: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`,
        requestHeaders: req.headers,
        remoteAddress: req.ip ?? null,
        status: res.statusCode,
        responseHeaders: res.getHeaders(),
        timeTaken: Math.round(performance.now() - started),
        principal: req.principal?.username ?? null,
      });
    });
    next();
  }
}
