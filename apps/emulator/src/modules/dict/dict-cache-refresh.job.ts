import { Inject, Injectable, Logger } from '@nestjs/common';
import type { QuartzJobClass } from '@cropwatch/contract';
import { RegisteredJob } from '../../core/jobs/job-registry';
import { DictService } from './dict.service';

/**
 * Dictionary cache refresh. JeecgBoot evicts its Redis dictionary cache; the emulator has no dictionary
 * cache (every request reads the tables, `refleshCache` is a no-op), so the job re-reads every dictionary
 * the way login's `sysAllDictItems` does and reports the counts: a cheap health check of the dictionary data.
 */
@Injectable()
export class DictCacheRefreshJob extends RegisteredJob {
  readonly rank = 30;
  private readonly logger = new Logger('DictCacheRefreshJob');

  readonly info: QuartzJobClass = {
    jobClassName: 'org.jeecg.modules.quartz.job.DictCacheRefreshJob',
    name: '刷新字典缓存',
    nameEn: 'Dictionary cache refresh',
    description: '重新读取全部字典并报告字典数和启用的字典项数（模拟器不缓存字典）',
    descriptionEn:
      'Re-reads every dictionary and reports the dictionary and enabled item counts (the emulator keeps no dictionary cache)',
    parameter: { required: false, description: '不使用参数', descriptionEn: 'No parameter', example: null },
  };

  constructor(@Inject(DictService) private readonly dicts: DictService) {
    super();
  }

  async execute(): Promise<string> {
    const all = await this.dicts.queryAllDictItems();
    const items = Object.values(all).reduce((n, list) => n + list.length, 0);
    const text = `no dictionary cache to clear; re-read ${Object.keys(all).length} dictionaries with ${items} enabled items`;
    this.logger.log(text);
    return text;
  }
}
