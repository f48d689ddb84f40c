import { Inject, Injectable } from '@nestjs/common';
import type { AnswerProvider } from './answer-provider';
import { OfflineAnswerProvider } from './offline/offline.provider';
import { OpenAiAnswerProvider } from './openai/openai.provider';

/** Picks the provider of an app (`offline` unless it is an OpenAI-compatible app). */
@Injectable()
export class AnswerProviderRegistry {
  constructor(
    @Inject(OfflineAnswerProvider) readonly offline: OfflineAnswerProvider,
    @Inject(OpenAiAnswerProvider) readonly openai: OpenAiAnswerProvider,
  ) {}

  for(provider: string): AnswerProvider {
    return provider === 'openai' ? this.openai : this.offline;
  }
}
