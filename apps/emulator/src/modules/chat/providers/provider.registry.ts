import { Inject, Injectable } from '@nestjs/common';
import type { AnswerProvider } from './answer-provider';
import { LocalAnswerProvider } from './local/local.provider';
import { OfflineAnswerProvider } from './offline/offline.provider';
import { OpenAiAnswerProvider } from './openai/openai.provider';

/** Picks the provider of an app (`offline` unless it is an OpenAI-compatible or a local-model app). */
@Injectable()
export class AnswerProviderRegistry {
  constructor(
    @Inject(OfflineAnswerProvider) readonly offline: OfflineAnswerProvider,
    @Inject(OpenAiAnswerProvider) readonly openai: OpenAiAnswerProvider,
    @Inject(LocalAnswerProvider) readonly local: LocalAnswerProvider,
  ) {}

  for(provider: string): AnswerProvider {
    if (provider === 'openai') return this.openai;
    if (provider === 'local') return this.local;
    return this.offline;
  }
}
