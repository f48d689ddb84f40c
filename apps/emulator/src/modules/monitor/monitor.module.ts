import { Module } from '@nestjs/common';
import { MonitorController } from './monitor.controller';
import { MonitorService } from './monitor.service';

/** The monitor pages' endpoints and the request trace recorder (issue #12; the recording hook: http-trace.hook.ts). */
@Module({
  controllers: [MonitorController],
  providers: [MonitorService],
})
export class MonitorModule {}
