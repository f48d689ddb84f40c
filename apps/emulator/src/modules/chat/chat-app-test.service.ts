import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { ChatAppTestResult } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { ChatAppService } from './chat-app.service';
import { finalizeAnswer } from './figures/figure-check';
import { ProviderError } from './providers/answer-provider';
import { LocalModelError, type LoadedModelInfo } from './providers/local/local-model.host';
import { AnswerProviderRegistry } from './providers/provider.registry';

/** The question of the test: one the demo data answers, with figures to check. */
export const APP_TEST_QUESTION = '印度恒河平原最新一期的降水和气温如何？';

const TOOL_MESSAGES: Record<ChatAppTestResult['tools'], string> = {
  used: '模型通过工具查询了数据',
  'not-called': '已提供工具，但模型没有调用；回答中的数字无法核对时会被标注',
  unsupported: '模型服务不支持工具调用，回答改用预先准备的数据上下文（grounded context）',
  none: '该提供方不使用工具，回答直接来自数据',
};

/**
 * `POST /chat/app/test`: answers one question through an app, as its user would be answered (the caller's
 * rights for the tools), and says what worked: the answer, whether tools were called, refused or ignored, the
 * figure check, or exactly why it failed.
 */
@Injectable()
export class ChatAppTestService {
  constructor(
    @Inject(ChatAppService) private readonly apps: ChatAppService,
    @Inject(AnswerProviderRegistry) private readonly providers: AnswerProviderRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async test(id: string, user: Principal): Promise<ChatAppTestResult> {
    const app = await this.apps.get(id);
    const started = this.clock.now();
    const controller = new AbortController();
    // The app's own timeout bounds every wait; the test adds a ceiling for the whole turn.
    const timer = setTimeout(() => controller.abort(), Math.max(5, app.timeoutSeconds * 3) * 1000);
    let text = '';
    let toolCalls = 0;
    let tools: ChatAppTestResult['tools'] = 'none';
    let model: string | null =
      app.provider === 'openai' ? app.model : app.provider === 'local' ? path.basename(app.modelPath ?? '') : 'offline';
    let evidence: unknown[] | null = null;
    let base: Omit<ChatAppTestResult, 'ok' | 'model' | 'tools' | 'milliseconds' | 'message'> = {
      provider: app.provider,
      toolCalls: 0,
      figures: null,
      answer: '',
    };
    let local: LoadedModelInfo | null = null;
    try {
      if (app.provider === 'local') {
        // Loaded first, so the result tells the file's facts and the load time apart from the answer's.
        local = await this.providers.local.host.load(this.providers.local.host.optionsFor(app));
        base = { ...base, localModel: localFacts(local) };
      }
      for await (const chunk of this.providers.for(app.provider).answer(
        {
          question: APP_TEST_QUESTION,
          images: [],
          history: [],
          app,
          lang: 'zh-CN',
          user: { userId: user.id, username: user.username },
        },
        controller.signal,
      )) {
        if (chunk.type === 'delta') text += chunk.text;
        else if (chunk.type === 'tool') toolCalls++;
        else if (chunk.type === 'evidence') evidence = [...(evidence ?? []), ...chunk.items];
        else if (chunk.type === 'final') {
          model = chunk.model;
          if (chunk.tools) tools = chunk.tools;
        }
      }
      if (controller.signal.aborted) {
        return { ...base, ok: false, model, tools, milliseconds: this.clock.now() - started, message: '测试超时' };
      }
      const checked = evidence ? finalizeAnswer(text, evidence, { complete: true }) : null;
      return {
        ...(local ? { localModel: localFacts(local) } : {}),
        ok: text.trim().length > 0,
        provider: app.provider,
        model,
        tools,
        toolCalls,
        answer: text.slice(0, 500),
        figures: checked ? { checked: checked.checked, failed: checked.failed } : null,
        milliseconds: this.clock.now() - started,
        message: text.trim() ? TOOL_MESSAGES[tools] : '模型没有返回内容',
      };
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      return {
        ...base,
        ...(e instanceof LocalModelError ? { reason: e.problem } : {}),
        ok: false,
        model,
        tools,
        milliseconds: this.clock.now() - started,
        message: e.message,
      };
    } finally {
      clearTimeout(timer);
    }
  }
}

const localFacts = (l: LoadedModelInfo): NonNullable<ChatAppTestResult['localModel']> => ({
  file: path.basename(l.file),
  bytes: l.info.bytes,
  architecture: l.info.head.architecture,
  loadMilliseconds: l.milliseconds,
});
