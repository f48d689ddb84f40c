import { Controller, Inject, Param, Query } from '@nestjs/common';
import {
  actuatorHttpTrace,
  actuatorMetric,
  type ActuatorMetricName,
  queryDiskInfo,
  redisInfo,
  redisKeysSize,
  redisMemoryInfo,
} from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { ok, okWith } from '../../core/result/result';
import { MonitorService } from './monitor.service';

/**
 * `/actuator/metrics/{name}` and `/actuator/httptrace` (Spring formats, no envelope) and `/sys/actuator/redis/*`
 * (RedisController: `info` and `queryDiskInfo` in the envelope, `keysSize`/`memoryInfo` bare maps).
 */
@Controller()
export class MonitorController {
  constructor(@Inject(MonitorService) private readonly monitor: MonitorService) {}

  @ContractRoute(actuatorMetric)
  metric(@Param() params: { name: ActuatorMetricName }, @Query() query: { tag?: string }) {
    return this.monitor.metric(params.name, query.tag);
  }

  @ContractRoute(actuatorHttpTrace)
  httpTrace() {
    return { traces: this.monitor.traces() };
  }

  @ContractRoute(redisInfo)
  async redisInfo() {
    return ok(await this.monitor.redisInfo());
  }

  @ContractRoute(redisKeysSize)
  redisKeysSize() {
    return this.monitor.redisKeysSize();
  }

  @ContractRoute(redisMemoryInfo)
  redisMemoryInfo() {
    return this.monitor.redisMemoryInfo();
  }

  @ContractRoute(queryDiskInfo)
  async queryDiskInfo() {
    return okWith('查询成功', await this.monitor.disks());
  }
}
