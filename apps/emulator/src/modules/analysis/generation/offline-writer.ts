import type { CropIndicatorDefEntity } from '../../crop-data';
import { composeParagraph } from './offline-paragraph';
import { InputError } from './workbook-table';
import { abortableDelay, type AnalysisWriter, type WriteRequest, type WriteResult } from './writer';

/**
 * The default writer: the deterministic §1.7 d paragraph from the item's data table, after a configurable
 * simulated latency (`ANALYSIS_OFFLINE_LATENCY_MS`) so the queue and its statuses can be watched.
 */
export class OfflineWriter implements AnalysisWriter {
  constructor(
    private readonly defs: readonly CropIndicatorDefEntity[],
    private readonly latencyMs: number,
  ) {}

  async write(request: WriteRequest, signal: AbortSignal): Promise<WriteResult> {
    await abortableDelay(this.latencyMs, signal);
    if (!request.table)
      throw new InputError(
        request.paragraph.lang === 'zh'
          ? '离线写作需要数据表：上传的图片无法离线解读，请改用数据表输入，或把默认对话应用配置为 OpenAI 兼容模型'
          : 'Offline writing needs a data table: an uploaded image cannot be read offline. Use a data table input or an OpenAI-compatible default chat app.',
      );
    return { text: composeParagraph(this.defs, request.table, request.paragraph), model: 'offline' };
  }
}
