import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, type OnModuleDestroy, Optional } from '@nestjs/common';
import type { LocalModelProblem } from '@cropwatch/contract';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../../../core/config/emulator.config';
import { ProviderError } from '../answer-provider';
import { fitToContext } from '../history-fit';
import {
  LOCAL_MODEL_WORKER_SOURCE,
  type WorkerGenerate,
  type WorkerHistoryItem,
  type WorkerIn,
  type WorkerOut,
} from './local-model.worker';
import { checkModelFile, type ModelFileInfo, resolveModelPath } from './model-files';

/** Answers waiting for a busy model beyond the one being written; one more is refused (`busy`). */
export const LOCAL_QUEUE_MAX = 4;
export const DEFAULT_CONTEXT_SIZE = 4096;
export const DEFAULT_IDLE_MINUTES = 10;
/** Threads when the app does not say: the machine's cores, at most 4 (more rarely helps on a shared CPU). */
export const defaultThreads = () => Math.max(1, Math.min(4, os.availableParallelism()));

/** A local model cannot answer: `problem` is the contract's code, the message the user's words. */
export class LocalModelError extends ProviderError {
  constructor(
    readonly problem: LocalModelProblem,
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

/** The refusal when even the system prompt, the tool descriptions and the question leave no room in the context. */
export function contextTooSmallMessage(size: number, zh: boolean): string {
  return zh
    ? `本地模型的上下文长度（${size} 个词元）放不下系统提示、工具说明和问题，请在应用配置中增大上下文长度`
    : `The local model's context (${size} tokens) cannot hold the system prompt, the tool descriptions and the question: raise the app's context size`;
}

/** The messages of each problem; `detail` is what was found (file, sizes, architecture). */
export function problemMessage(problem: LocalModelProblem, detail: string, zh: boolean): string {
  switch (problem) {
    case 'missing':
      return zh ? `模型文件不存在或无法读取：${detail}` : `The model file is missing or unreadable: ${detail}`;
    case 'not-gguf':
      return zh
        ? `不是 GGUF 模型文件（文件开头不是 GGUF 标识）：${detail}`
        : `Not a GGUF model file (it does not start with the GGUF magic bytes): ${detail}`;
    case 'too-large':
      return zh ? `模型所需内存超过当前可用内存（${detail}）` : `The model needs more memory than is free (${detail})`;
    case 'unsupported-architecture':
      return zh
        ? `内置的 llama.cpp 不支持该模型架构：${detail}`
        : `The bundled llama.cpp does not support this model architecture: ${detail}`;
    case 'busy':
      return zh
        ? `本地模型繁忙：已有 ${detail} 个回答在排队，请稍后重试`
        : `The local model is busy: ${detail} answers are already waiting; retry later`;
    default:
      return zh ? `模型加载失败：${detail}` : `The model failed to load: ${detail}`;
  }
}

export interface LocalModelOptions {
  /** Resolved absolute file. */
  file: string;
  contextSize: number;
  threads: number;
  idleMs: number;
}

export interface LocalGenerateHooks {
  /** The answer's place in the queue (1 = next); called when it changes. */
  onQueue(position: number): void;
  onText(text: string): void;
  /** The model called a tool: its result goes back to the model. */
  onTool(name: string, params: unknown): Promise<unknown>;
  /** The `turns` oldest earlier turns were left out so the prompt fits the context (called before any text). */
  onTrimmed?(turns: number): void;
}

export interface LocalGenerateResult {
  aborted: boolean;
  promptTokens: number;
  completionTokens: number;
  stopReason: string;
  functionsOffered: boolean;
  /** Earlier turns left out of the prompt to fit the context. */
  droppedTurns: number;
}

export interface LoadedModelInfo {
  file: string;
  milliseconds: number;
  contextSize: number;
  trainContextSize: number;
  info: ModelFileInfo;
}

interface Job {
  id: number;
  zh: boolean;
  request: Omit<WorkerGenerate, 'type' | 'id'>;
  hooks: LocalGenerateHooks;
  signal: AbortSignal;
  resolve: (r: LocalGenerateResult) => void;
  reject: (e: Error) => void;
  onAbort: () => void;
  /** Earlier turns its prompt left out (set once it fits). */
  dropped: number;
}

interface LoadedModel {
  file: string;
  worker: Worker;
  ready: Promise<LoadedModelInfo>;
  loaded: LoadedModelInfo | null;
  running: Job | null;
  waiting: Job[];
  idleMs: number;
  idleTimer: NodeJS.Timeout | null;
  closed: boolean;
  /** The running job's pending `count` (one at a time). */
  counting: { resolve: (tokens: number) => void; reject: (e: Error) => void } | null;
}

/** The result of a turn stopped before the model started it (aborted while waiting, or before it queued). */
const abortedBeforeStart = (): LocalGenerateResult => ({
  aborted: true,
  promptTokens: 0,
  completionTokens: 0,
  stopReason: 'abort',
  functionsOffered: false,
  droppedTurns: 0,
});

/**
 * One loaded model per file per process, shared by every app and session that names the file (the first to load
 * it sets its context size and threads). Each lives in its own worker thread; answers run one at a time in arrival
 * order, at most `LOCAL_QUEUE_MAX` waiting, each told its place; the model is unloaded after its idle time.
 */
@Injectable()
export class LocalModelHost implements OnModuleDestroy {
  private readonly models = new Map<string, LoadedModel>();
  private nextJob = 1;
  readonly modelsDir: string;
  /** Free memory in bytes (replaceable in tests). */
  freeMemory: () => number = () => os.freemem();

  constructor(@Optional() @Inject(EMULATOR_CONFIG) config?: EmulatorConfig) {
    this.modelsDir = path.join(config?.dataDir ?? path.resolve('data'), 'models');
  }

  /** The options of an app (file resolved below `DATA_DIR/models` unless absolute). */
  optionsFor(app: {
    modelPath?: string | null;
    contextSize?: number | null;
    threads?: number | null;
    idleMinutes?: number | null;
  }): LocalModelOptions {
    return {
      file: resolveModelPath(this.modelsDir, app.modelPath ?? ''),
      contextSize: app.contextSize ?? DEFAULT_CONTEXT_SIZE,
      threads: app.threads ?? defaultThreads(),
      idleMs: (app.idleMinutes ?? DEFAULT_IDLE_MINUTES) * 60_000,
    };
  }

  /** Files loaded now. */
  loadedFiles(): string[] {
    return [...this.models.values()].filter((m) => m.loaded).map((m) => m.file);
  }

  /** Loads the model of `opts.file` (or finds it loaded); throws `LocalModelError` saying why it cannot. */
  async load(opts: LocalModelOptions, zh = true): Promise<LoadedModelInfo> {
    let m = this.models.get(opts.file);
    if (!m) {
      const check = await checkModelFile(opts.file, opts.contextSize, this.freeMemory());
      if (!check.ok)
        throw new LocalModelError(check.problem, problemMessage(check.problem, check.detail, zh), check.detail);
      m = this.models.get(opts.file) ?? this.start(opts, check.info);
    }
    try {
      return await m.ready;
    } catch (e) {
      if (e instanceof LocalModelError)
        throw new LocalModelError(e.problem, problemMessage(e.problem, e.detail, zh), e.detail);
      throw e;
    }
  }

  private start(opts: LocalModelOptions, info: ModelFileInfo): LoadedModel {
    const worker = new Worker(LOCAL_MODEL_WORKER_SOURCE, { eval: true });
    worker.unref();
    let settle!: { resolve: (i: LoadedModelInfo) => void; reject: (e: Error) => void };
    const ready = new Promise<LoadedModelInfo>((resolve, reject) => (settle = { resolve, reject }));
    ready.catch(() => undefined);
    const m: LoadedModel = {
      file: opts.file,
      worker,
      ready,
      loaded: null,
      running: null,
      waiting: [],
      idleMs: opts.idleMs,
      idleTimer: null,
      closed: false,
      counting: null,
    };
    this.models.set(opts.file, m);
    worker.on('message', (msg: WorkerOut) => {
      if (msg.type === 'loaded') {
        m.loaded = {
          file: opts.file,
          milliseconds: msg.milliseconds,
          contextSize: msg.contextSize,
          trainContextSize: msg.trainContextSize,
          info,
        };
        settle.resolve(m.loaded);
        this.pump(m);
      } else if (msg.type === 'load-error') {
        settle.reject(new LocalModelError(msg.problem, problemMessage(msg.problem, msg.detail, true), msg.detail));
        this.close(m, new LocalModelError(msg.problem, problemMessage(msg.problem, msg.detail, true), msg.detail));
      } else this.onJobMessage(m, msg);
    });
    const died = (why: string) => {
      const e = new LocalModelError('load-failed', problemMessage('load-failed', why, true), why);
      settle.reject(e);
      this.close(m, e);
    };
    worker.on('error', (e) => died(e.message));
    worker.on('exit', (code) => died(`worker exited (${code})`));
    const load: WorkerIn = {
      type: 'load',
      libUrl: pathToFileURL(require.resolve('node-llama-cpp')).href,
      file: opts.file,
      architecture: info.head.architecture,
      contextSize: info.trainContext ? Math.min(opts.contextSize, info.trainContext) : opts.contextSize,
      threads: opts.threads,
    };
    worker.postMessage(load);
    return m;
  }

  /**
   * Writes one answer with the model of `opts.file` (loading it first): waits its turn in the queue, streams text
   * through `hooks`, runs the tools the model calls. Aborting `signal` removes a waiting answer or stops a running
   * one (the result then says `aborted`).
   */
  async generate(
    opts: LocalModelOptions,
    request: Omit<WorkerGenerate, 'type' | 'id'>,
    hooks: LocalGenerateHooks,
    signal: AbortSignal,
    zh = true,
  ): Promise<LocalGenerateResult> {
    // A loaded model takes the answer at once (the queue's order is the order of arrival); otherwise it loads first.
    if (!this.models.get(opts.file)?.loaded) await this.load(opts, zh);
    const m = this.models.get(opts.file);
    if (!m || m.closed)
      throw new LocalModelError('load-failed', problemMessage('load-failed', 'unloaded', zh), 'unloaded');
    if (m.waiting.length >= LOCAL_QUEUE_MAX) {
      const n = String(m.waiting.length);
      throw new LocalModelError('busy', problemMessage('busy', n, zh), n);
    }
    if (signal.aborted) return abortedBeforeStart();
    m.idleMs = opts.idleMs;
    if (m.idleTimer) clearTimeout(m.idleTimer);
    m.idleTimer = null;
    return new Promise<LocalGenerateResult>((resolve, reject) => {
      const job: Job = {
        id: this.nextJob++,
        zh,
        request,
        hooks,
        signal,
        resolve,
        reject,
        dropped: 0,
        onAbort: () => {
          const at = m.waiting.indexOf(job);
          if (at >= 0) {
            m.waiting.splice(at, 1);
            this.finish(m, job, abortedBeforeStart());
            this.reportQueue(m);
          } else if (m.running === job) this.send(m, { type: 'abort', id: job.id });
        },
      };
      signal.addEventListener('abort', job.onAbort, { once: true });
      m.waiting.push(job);
      this.pump(m);
      this.reportQueue(m);
    });
  }

  private reportQueue(m: LoadedModel): void {
    m.waiting.forEach((j, i) => j.hooks.onQueue(i + 1));
  }

  private pump(m: LoadedModel): void {
    if (m.closed || !m.loaded || m.running) return;
    const job = m.waiting.shift();
    if (!job) {
      if (!m.idleTimer) {
        m.idleTimer = setTimeout(() => void this.unload(m.file), m.idleMs);
        m.idleTimer.unref();
      }
      return;
    }
    m.running = job;
    this.reportQueue(m);
    void this.fitAndGenerate(m, job);
  }

  /**
   * Fits the job's prompt into the context, then starts it: keeps the system prompt, the tool descriptions and the
   * question, and drops the oldest earlier turns (whole question/answer pairs) until the prompt, counted with the
   * model's own template and tokenizer, leaves room for the answer (its maximum length, at most half the context:
   * a longer one is shifted by node-llama-cpp as before). Refuses, as "context too small", when even no history
   * does not fit.
   */
  private async fitAndGenerate(m: LoadedModel, job: Job): Promise<void> {
    const size = m.loaded?.contextSize ?? 0;
    const room = Math.min(job.request.maxTokens, Math.floor(size / 2));
    const end = (result: LocalGenerateResult | Error) => {
      if (m.running !== job) return;
      m.running = null;
      this.finish(m, job, result);
      this.pump(m);
    };
    const question: WorkerHistoryItem = { role: 'user', text: job.request.question };
    let fit: Awaited<ReturnType<typeof fitToContext<WorkerHistoryItem>>>;
    try {
      fit = await fitToContext([...job.request.history, question], size - room, (kept) =>
        this.count(m, { ...job.request, history: kept.slice(0, -1) }, job.id),
      );
    } catch (e) {
      end(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    if (m.running !== job) return;
    if (job.signal.aborted) {
      end({
        aborted: true,
        promptTokens: 0,
        completionTokens: 0,
        stopReason: 'abort',
        functionsOffered: false,
        droppedTurns: 0,
      });
      return;
    }
    if (!fit.fits) {
      end(new ProviderError(contextTooSmallMessage(size, job.zh)));
      return;
    }
    job.dropped = fit.dropped;
    if (fit.dropped > 0) job.hooks.onTrimmed?.(fit.dropped);
    this.send(m, { type: 'generate', id: job.id, ...job.request, history: fit.messages.slice(0, -1) });
  }

  /** The tokens of a prompt with this history, counted by the worker. */
  private count(m: LoadedModel, request: Omit<WorkerGenerate, 'type' | 'id'>, id: number): Promise<number> {
    if (m.closed) return Promise.reject(new ProviderError('unloaded'));
    return new Promise<number>((resolve, reject) => {
      m.counting = { resolve, reject };
      this.send(m, {
        type: 'count',
        id,
        system: request.system,
        history: request.history,
        question: request.question,
        functions: request.functions,
      });
    });
  }

  private onJobMessage(m: LoadedModel, msg: WorkerOut): void {
    const job = m.running;
    if (!job || !('id' in msg) || msg.id !== job.id) return;
    if (msg.type === 'count') {
      const counting = m.counting;
      m.counting = null;
      if (msg.tokens >= 0) counting?.resolve(msg.tokens);
      else
        counting?.reject(
          new ProviderError(`${job.zh ? '本地模型生成失败：' : 'The local model failed: '}${msg.detail ?? ''}`),
        );
    } else if (msg.type === 'text') job.hooks.onText(msg.text);
    else if (msg.type === 'tool') {
      job.hooks.onTool(msg.name, msg.params).then(
        (result) => this.send(m, { type: 'tool-result', id: job.id, callId: msg.callId, result }),
        (e: unknown) =>
          this.send(m, {
            type: 'tool-result',
            id: job.id,
            callId: msg.callId,
            result: { error: e instanceof Error ? e.message : String(e) },
          }),
      );
    } else if (msg.type === 'end') {
      m.running = null;
      this.finish(m, job, {
        aborted: msg.stopReason === 'abort' || job.signal.aborted,
        promptTokens: msg.promptTokens,
        completionTokens: msg.completionTokens,
        stopReason: msg.stopReason,
        functionsOffered: msg.functionsOffered,
        droppedTurns: job.dropped,
      });
      this.pump(m);
    } else if (msg.type === 'error') {
      m.running = null;
      const size = m.loaded?.contextSize ?? 0;
      this.finish(
        m,
        job,
        new ProviderError(
          msg.contextTooSmall
            ? contextTooSmallMessage(size, job.zh)
            : `${job.zh ? '本地模型生成失败：' : 'The local model failed: '}${msg.detail}`,
        ),
      );
      this.pump(m);
    }
  }

  private finish(m: LoadedModel, job: Job, result: LocalGenerateResult | Error): void {
    job.signal.removeEventListener('abort', job.onAbort);
    if (result instanceof Error) job.reject(result);
    else job.resolve(result);
  }

  private send(m: LoadedModel, msg: WorkerIn): void {
    if (!m.closed) m.worker.postMessage(msg);
  }

  private close(m: LoadedModel, error: Error): void {
    if (m.closed) return;
    m.closed = true;
    if (m.idleTimer) clearTimeout(m.idleTimer);
    if (this.models.get(m.file) === m) this.models.delete(m.file);
    m.counting?.reject(error);
    m.counting = null;
    const jobs = [...(m.running ? [m.running] : []), ...m.waiting];
    m.running = null;
    m.waiting = [];
    for (const j of jobs) this.finish(m, j, error);
    void m.worker.terminate().catch(() => undefined);
  }

  /** Unloads a model now (idle time, or the operator); answers in its queue fail. */
  async unload(file: string): Promise<void> {
    const m = this.models.get(file);
    if (!m) return;
    if (m.running || m.waiting.length > 0) {
      // Not idle after all: a new answer arrived as the timer fired.
      m.idleTimer = null;
      return;
    }
    this.models.delete(file);
    m.closed = true;
    if (m.idleTimer) clearTimeout(m.idleTimer);
    m.worker.postMessage({ type: 'dispose' } satisfies WorkerIn);
    const exited = new Promise<void>((resolve) => m.worker.once('exit', () => resolve()));
    const timer = setTimeout(() => void m.worker.terminate(), 5000);
    await exited;
    clearTimeout(timer);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(
      [...this.models.values()].map(async (m) => {
        if (m.running || m.waiting.length) this.close(m, new ProviderError('服务正在关闭'));
        else await this.unload(m.file);
      }),
    );
  }
}
