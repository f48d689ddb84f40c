import type { ChatSource } from '@cropwatch/contract';
import type { CropDataService } from '../../../crop-data';
import type { AnswerRequest } from '../answer-provider';
import { OfflineAnswerer } from './offline-answerer';

/** What a model is told about the data before it answers, and the sources it cites. */
export interface Grounding {
  context: string;
  sources: ChatSource[];
  /** The offline answer itself: the figures a model may use, and what replaces an answer whose figures all fail. */
  answer: string;
}

/**
 * The context an OpenAI-compatible model gets: the offline pipeline's own answer (time words resolved, season
 * logic applied, no-data said plainly, figures from the cited rows only) as reference material, with the rules
 * the model must keep. The final answer cites the same sources as the offline one.
 */
export async function groundQuestion(data: CropDataService, request: AnswerRequest): Promise<Grounding | null> {
  if (request.images.length > 0) return null;
  const result = await new OfflineAnswerer(data).answer(
    {
      question: request.question,
      images: [],
      previousQuestions: request.history.filter((t) => t.role === 'user').map((t) => t.content),
      uiLang: request.lang,
    },
    await data.abbreviations(),
  );
  if (result.route === 'fallback') return null;
  const zh = result.slots.lang === 'zh';
  const titles = result.sources.map((s, i) => `[${i + 1}] ${s.title}`).join('\n');
  const context = zh
    ? [
        '以下是根据 CropWatch GPT 演示数据为本问题准备的参考答案（时间词已按数据中的监测期解析，作物季节已核对）。',
        '请只使用其中的数字，不得编造；保留其中对监测期、季节和“没有数据”的说明；长势等级是耕地整体的，不要说成某个作物的。',
        '',
        result.text,
        ...(titles ? ['', '可引用的来源：', titles] : []),
      ].join('\n')
    : [
        'Reference answer prepared from the CropWatch GPT demo data for this question (time words resolved against the periods of the data, crop seasons checked).',
        'Use only its figures, never invent any; keep what it says about the period, the season and missing data; the condition class is about all the cropland, not one crop.',
        '',
        result.text,
        ...(titles ? ['', 'Sources you may cite:', titles] : []),
      ].join('\n');
  return { context, sources: result.sources, answer: result.text };
}
