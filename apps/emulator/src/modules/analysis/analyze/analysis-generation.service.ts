import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, Not } from 'typeorm';
import type { AnalysisCounts, AnalysisStatus, AnalysisItemStatus } from '@cropwatch/contract';
import type { Principal } from '../../../core/auth/principal';
import { CLOCK, type Clock } from '../../../core/clock/clock';
import { JeecgError } from '../../../core/errors/jeecg.errors';
import { formatDateTime } from '../../../core/result/date-format';
import { AnalysisItemEntity } from '../entities/analysis-item.entity';
import { AnalysisMainEntity } from '../entities/analysis-main.entity';
import { AnalysisQueueService } from '../generation/analysis-queue.service';
import { addToCounts, analysisStatus, emptyCounts, nextStatus } from '../generation/item-status';
import { ITEM_ORDER } from './analysis-lookup';

export interface Queued {
  queued: number;
  skipped: number;
}

export interface Progress {
  status: AnalysisStatus;
  counts: AnalysisCounts;
  items: {
    id: string;
    status: AnalysisItemStatus;
    errorMessage: string | null;
    version: number;
    updateTime: string | null;
  }[];
}

/** Generate, retry, regenerate, cancel and watch the items of an analysis. */
@Injectable()
export class AnalysisGenerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AnalysisQueueService) private readonly queue: AnalysisQueueService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get items() {
    return this.db.getRepository(AnalysisItemEntity);
  }

  /** The whole analysis, one chapter, or only its failed items (`scope: failed`, the retry). */
  async generateAnalysis(
    v: { id: string; chapterCode?: string | null; scope: 'all' | 'failed' },
    user: Principal,
  ): Promise<Queued> {
    await this.analysis(v.id);
    return this.queue.exclusive(async () => {
      const qb = this.items.createQueryBuilder('i').where('i.analysisId = :id', { id: v.id });
      if (v.chapterCode) qb.andWhere('i.chapterCode = :chapter', { chapter: v.chapterCode });
      for (const o of ITEM_ORDER) qb.addOrderBy(o, 'ASC');
      const selected = await qb.getMany();
      const skipped = selected.filter((i) => i.status === 'WAITING').length;
      const chosen = selected.filter((i) => (v.scope === 'failed' ? i.status === 'FAILED' : i.status !== 'WAITING'));
      return this.queueItems(chosen, skipped, user);
    });
  }

  /** Generate or regenerate the given items (any analysis). */
  async generateItems(ids: string[], user: Principal): Promise<Queued> {
    return this.queue.exclusive(async () => {
      const unique = [...new Set(ids)];
      const found = await this.items.findBy({ id: In(unique) });
      if (found.length !== unique.length) throw new JeecgError('未找到对应实体');
      const order = new Map(unique.map((id, i) => [id, i]));
      found.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const skipped = found.filter((i) => i.status === 'WAITING').length;
      return this.queueItems(
        found.filter((i) => i.status !== 'WAITING'),
        skipped,
        user,
      );
    });
  }

  /** Every waiting item of the analysis goes back to the status it had before; running ones are aborted. */
  async cancel(id: string, user: Principal): Promise<{ cancelled: number }> {
    await this.analysis(id);
    return this.queue.exclusive(async () => {
      const waiting = await this.items.findBy({ analysisId: id, status: 'WAITING' });
      this.queue.forget(waiting.map((i) => i.id));
      const now = new Date(this.clock.now());
      for (const item of waiting) {
        await this.items.update(
          { id: item.id, status: 'WAITING' },
          {
            status: nextStatus(item.status, { type: 'cancel', previous: item.previousStatus }),
            previousStatus: null,
            queuedTime: null,
            updateBy: user.username,
            updateTime: now,
          },
        );
      }
      return { cancelled: waiting.length };
    });
  }

  async progress(id: string): Promise<Progress> {
    await this.analysis(id);
    const qb = this.items
      .createQueryBuilder('i')
      .select(['i.id', 'i.status', 'i.errorMessage', 'i.version', 'i.updateTime'])
      .where('i.analysisId = :id', { id });
    for (const o of ITEM_ORDER) qb.addOrderBy(o, 'ASC');
    const list = await qb.getMany();
    const counts = list.reduce((c, i) => addToCounts(c, i.status), emptyCounts());
    return {
      status: analysisStatus(counts),
      counts,
      items: list.map((i) => ({
        id: i.id,
        status: i.status,
        errorMessage: i.errorMessage,
        version: i.version,
        updateTime: formatDateTime(i.updateTime),
      })),
    };
  }

  private async analysis(id: string): Promise<AnalysisMainEntity> {
    const row = await this.db.getRepository(AnalysisMainEntity).findOneBy({ id });
    if (!row) throw new JeecgError('未找到对应实体');
    return row;
  }

  /** Moves the items to WAITING (remembering their status for a cancel) and hands them to the queue in order. */
  private async queueItems(chosen: AnalysisItemEntity[], skipped: number, user: Principal): Promise<Queued> {
    if (chosen.length === 0) throw new JeecgError('没有需要生成的条目');
    const start = this.clock.now();
    for (const [n, item] of chosen.entries()) {
      // One millisecond apart: the FIFO order survives a restart (the queue resumes by queued time).
      await this.items.update(
        { id: item.id, status: Not('WAITING') },
        {
          status: nextStatus(item.status, { type: 'queue' }),
          previousStatus: item.status,
          queuedTime: new Date(start + n),
          updateBy: user.username,
          updateTime: new Date(start),
        },
      );
    }
    this.queue.enqueue(chosen.map((i) => i.id));
    return { queued: chosen.length, skipped };
  }
}
