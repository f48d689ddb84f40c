import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { HttpTraceMiddleware } from './http-trace.middleware';
import { MonitorController } from './monitor.controller';
import { MonitorService } from './monitor.service';

/** The monitor pages' endpoints and the request trace recorder (issue #12). */
@Module({
  controllers: [MonitorController],
  providers: [MonitorService],
})
export class MonitorModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpTraceMiddleware).forRoutes('*path');
  }
}
