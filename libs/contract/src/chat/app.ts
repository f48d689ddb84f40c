import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { chatIdQuery, chatIdsQuery, chatMessageResult, flagInput, flagSchema } from './common';

/**
 * Chat app config (`/chat/app/*`, spec catalogue "chat modules → app config"): which provider answers,
 * with which model and prompt. Everyone signed in may list and read apps (the chat page shows their
 * welcome text and suggested questions); add, edit and delete need the button permission `chat:app:edit`
 * (510 otherwise). The API key is write-only: it is never returned, only `apiKeyHint` (`sk-…abcd`).
 */

/** `local`: a GGUF model file run in-process on the CPU (node-llama-cpp; issue #33). */
export const CHAT_PROVIDERS = ['offline', 'openai', 'local'] as const;
export const chatProviderSchema = z.enum(CHAT_PROVIDERS);
export type ChatProvider = z.infer<typeof chatProviderSchema>;

export const chatAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  provider: chatProviderSchema,
  /** Model name for `openai` (e.g. `qwen2.5:7b`); `offline` for the offline provider. */
  model: z.string().nullable(),
  /** Model used when a question carries images; falls back to `model`. */
  visionModel: z.string().nullable(),
  /** OpenAI-compatible base URL, normally ending in `/v1`. */
  baseUrl: z.string().nullable(),
  /**
   * `local`: the GGUF model file, a name from `GET /chat/app/localModels` (below `DATA_DIR/models`) or an absolute
   * path set by the operator.
   */
  modelPath: z.string().nullable(),
  /** `local`: CPU threads of the model (null: as many as the machine's cores, at most 4). */
  threads: z.number().int().nullable(),
  /** `local`: context size in tokens (null: 4096, or the model's own when smaller). */
  contextSize: z.number().int().nullable(),
  /** `local`: minutes without a question after which the model is unloaded (null: 10). */
  idleMinutes: z.number().int().nullable(),
  hasApiKey: z.boolean(),
  /** `sk-…abcd` (first 3 and last 4 characters) or null. */
  apiKeyHint: z.string().nullable(),
  systemPrompt: z.string().nullable(),
  temperature: z.number(),
  maxTokens: z.number().int().nullable(),
  timeoutSeconds: z.number().int(),
  welcomeText: z.string().nullable(),
  suggestedQuestions: z.array(z.string()),
  /** The app new sessions get; exactly one app is the default. */
  isDefault: flagSchema,
  /** 1 enabled, 0 disabled (a disabled app cannot answer). */
  status: flagSchema,
  sortNo: z.number().int(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type ChatApp = z.infer<typeof chatAppSchema>;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}不能超过${max}个字符`).nullable().optional();

const appFields = {
  name: z.string().trim().min(1, '应用名称不能为空').max(100, '应用名称不能超过100个字符'),
  description: optionalText(500, '描述'),
  provider: chatProviderSchema.default('offline'),
  model: optionalText(100, '模型'),
  visionModel: optionalText(100, '视觉模型'),
  baseUrl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Base URL 必须以 http:// 或 https:// 开头')
    .nullable()
    .optional(),
  modelPath: z
    .string()
    .trim()
    .max(500, '模型文件路径不能超过500个字符')
    .refine((v) => !/[\0\r\n]/.test(v), '模型文件路径不能包含控制字符')
    .nullable()
    .optional(),
  threads: z.coerce.number().int().min(1, '线程数范围为 1–64').max(64, '线程数范围为 1–64').nullable().optional(),
  contextSize: z.coerce
    .number()
    .int()
    .min(256, '上下文长度范围为 256–131072')
    .max(131072, '上下文长度范围为 256–131072')
    .nullable()
    .optional(),
  idleMinutes: z.coerce
    .number()
    .int()
    .min(1, '空闲卸载时间范围为 1–1440 分钟')
    .max(1440, '空闲卸载时间范围为 1–1440 分钟')
    .nullable()
    .optional(),
  /** Omitted or null: keep the stored key (edit); `''`: remove it. */
  apiKey: z.string().trim().max(500).nullable().optional(),
  systemPrompt: optionalText(8000, '系统提示词'),
  temperature: z.coerce.number().min(0, '温度范围为 0–2').max(2, '温度范围为 0–2').default(0.7),
  maxTokens: z.coerce.number().int().min(1).max(128000).nullable().optional(),
  timeoutSeconds: z.coerce
    .number()
    .int()
    .min(5, '超时时间范围为 5–600 秒')
    .max(600, '超时时间范围为 5–600 秒')
    .default(60),
  welcomeText: optionalText(2000, '欢迎语'),
  suggestedQuestions: z
    .array(z.string().trim().min(1, '推荐问题不能为空').max(200, '推荐问题不能超过200个字符'))
    .max(10, '推荐问题最多10条')
    .default([]),
  isDefault: flagInput.optional(),
  status: flagInput.default(1),
  sortNo: z.coerce.number().int().min(0).max(100000).default(0),
};

/** Body of `add`; an `openai` app needs a base URL and a model, a `local` app a model file. */
export const chatAppAddBodySchema = z.object(appFields);
export type ChatAppAddBody = z.input<typeof chatAppAddBodySchema>;
export type ChatAppAddValues = z.output<typeof chatAppAddBodySchema>;

/** Body of `edit`: the whole app with its id (apiKey omitted = unchanged). */
export const chatAppEditBodySchema = chatAppAddBodySchema.extend({
  id: z.string().trim().min(1, 'id不能为空').max(64),
});
export type ChatAppEditBody = z.input<typeof chatAppEditBodySchema>;
export type ChatAppEditValues = z.output<typeof chatAppEditBodySchema>;

/** `GET /chat/app/list`: default app first, then `sortNo`. */
export const chatAppList = endpoint({
  method: 'GET',
  path: '/chat/app/list',
  access: [{ menu: '/chat/app-config' }, { menu: '/chat/assistant' }],
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(chatAppSchema)),
});

/** `POST /chat/app/add`: ok200 `添加成功！` with the app. Duplicate name: `应用名称已存在`. */
export const chatAppAdd = endpoint({
  method: 'POST',
  path: '/chat/app/add',
  source: 'project',
  since: 'project',
  access: { button: 'chat:app:edit' },
  auth: true,
  body: chatAppAddBodySchema,
  response: resultSchema(chatAppSchema.nullable()),
});

/** `PUT|POST /chat/app/edit`: ok200 `编辑成功!` with the app. */
export const chatAppEdit = endpoint({
  method: 'PUT',
  path: '/chat/app/edit',
  source: 'project',
  since: 'project',
  access: { button: 'chat:app:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: chatAppEditBodySchema,
  response: resultSchema(chatAppSchema.nullable()),
});

/** `DELETE /chat/app/delete?id=`: ok200 `删除成功!`; the default app cannot be deleted (`默认应用不能删除`). */
export const chatAppDelete = endpoint({
  method: 'DELETE',
  path: '/chat/app/delete',
  source: 'project',
  since: 'project',
  access: { button: 'chat:app:edit' },
  auth: true,
  query: chatIdQuery,
  response: chatMessageResult,
});

/** `DELETE /chat/app/deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const chatAppDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/chat/app/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'chat:app:edit' },
  auth: true,
  query: chatIdsQuery,
  response: chatMessageResult,
});

/** `GET /chat/app/queryById?id=`: ok200 app. */
export const chatAppQueryById = endpoint({
  method: 'GET',
  path: '/chat/app/queryById',
  access: [{ menu: '/chat/app-config' }, { menu: '/chat/assistant' }],
  auth: true,
  query: chatIdQuery,
  response: resultSchema(chatAppSchema.nullable()),
});

/**
 * Why a local model cannot answer (`reason` of the test result, and of a chat answer's error): the file is missing,
 * is not a GGUF (its first four bytes are not `GGUF`), needs more memory than is free, has an architecture the
 * bundled llama.cpp does not know, failed to load for another reason, or the model's queue is full.
 */
export const LOCAL_MODEL_PROBLEMS = [
  'missing',
  'not-gguf',
  'too-large',
  'unsupported-architecture',
  'load-failed',
  'busy',
] as const;
export type LocalModelProblem = (typeof LOCAL_MODEL_PROBLEMS)[number];

/**
 * What `POST /chat/app/test` found: one turn answered through the app's provider (issue #33). `tools`: `used` (the
 * model called tools), `not-called` (offered, the model answered without them), `unsupported` (the server refused
 * them: answers use the grounded context instead), `none` (a provider without tools, such as the offline one).
 */
export const chatAppTestResultSchema = z.object({
  ok: z.boolean(),
  provider: z.string(),
  model: z.string().nullable(),
  tools: z.enum(['used', 'not-called', 'unsupported', 'none']),
  toolCalls: z.number().int().nonnegative(),
  /** The start of the answer (empty when it failed). */
  answer: z.string(),
  figures: z.object({ checked: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }).nullable(),
  milliseconds: z.number().int().nonnegative(),
  /** What happened, in the user's words: the failure's reason, or what the tools line means. */
  message: z.string(),
  /**
   * Why a `local` app cannot answer, for the console to say in the user's language (`message` is the server's
   * zh-CN text): see `LOCAL_MODEL_PROBLEMS`.
   */
  reason: z.enum(LOCAL_MODEL_PROBLEMS).optional(),
  /** `local`: what the file is (absent when it could not be read). */
  localModel: z
    .object({
      file: z.string(),
      bytes: z.number().int().nonnegative(),
      architecture: z.string().nullable(),
      loadMilliseconds: z.number().int().nonnegative().nullable(),
    })
    .optional(),
});
export type ChatAppTestResult = z.infer<typeof chatAppTestResultSchema>;

/** `POST /chat/app/test` `{id}`: answers one question through the app and reports; needs `chat:app:edit`. */
export const chatAppTest = endpoint({
  method: 'POST',
  path: '/chat/app/test',
  access: { button: 'chat:app:edit' },
  auth: true,
  source: 'project',
  since: 'project',
  body: z.looseObject({ id: z.string().trim().min(1, 'id不能为空').max(64) }),
  response: resultSchema(chatAppTestResultSchema.nullable()),
});

/** A model file below `DATA_DIR/models`, offered for choosing. */
export const chatLocalModelSchema = z.object({
  /** The file name (what `modelPath` stores). */
  name: z.string(),
  bytes: z.number().int().nonnegative(),
  /** Whether the file starts with the GGUF magic bytes. */
  gguf: z.boolean(),
});
export type ChatLocalModel = z.infer<typeof chatLocalModelSchema>;

/**
 * `GET /chat/app/localModels`: the `.gguf` files below `DATA_DIR/models` (name order) and the folder they are in;
 * needs `chat:app:edit`.
 */
export const chatAppLocalModels = endpoint({
  method: 'GET',
  path: '/chat/app/localModels',
  access: { button: 'chat:app:edit' },
  auth: true,
  source: 'project',
  since: 'project',
  response: resultSchema(z.object({ dir: z.string(), files: z.array(chatLocalModelSchema) })),
});
