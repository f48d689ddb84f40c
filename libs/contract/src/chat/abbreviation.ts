import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { chatIdQuery, chatIdsQuery, chatMessageResult } from './common';

/**
 * Noun abbreviation lists (`/chat/abbreviation/*`, spec catalogue "chat modules → noun abbreviation
 * lists"), seeded from `seed/crop/abbreviations.json`. The offline answerer expands them when it reads a
 * question (VCIx ↔ 最佳植被状况指数), and the chat page lists them as hints. Everyone signed in may list
 * them; add, edit and delete need the button permission `chat:abbreviation:edit`.
 */

export const chatAbbreviationSchema = z.object({
  id: z.string(),
  /** The abbreviation as written (`VCIx`); unique, case-insensitively. */
  abbr: z.string(),
  fullEn: z.string(),
  fullZh: z.string(),
  definitionEn: z.string().nullable(),
  definitionZh: z.string().nullable(),
  /** Free grouping (`indicator`, `reference`, `spatial_unit`, `season`, `organisation`, …). */
  category: z.string().nullable(),
  sortNo: z.number().int(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type ChatAbbreviation = z.infer<typeof chatAbbreviationSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const chatAbbreviationAddBodySchema = z.object({
  abbr: z
    .string()
    .trim()
    .min(1, '缩写不能为空')
    .max(32, '缩写不能超过32个字符')
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}/&.\- ]*$/u, '缩写只能包含字母、数字、空格和 / & . -'),
  fullEn: z.string().trim().min(1, '英文全称不能为空').max(200),
  fullZh: z.string().trim().min(1, '中文全称不能为空').max(200),
  definitionEn: optionalText(1000),
  definitionZh: optionalText(1000),
  category: optionalText(50),
  sortNo: z.coerce.number().int().min(0).max(100000).default(0),
});
export type ChatAbbreviationAddBody = z.input<typeof chatAbbreviationAddBodySchema>;
export type ChatAbbreviationAddValues = z.output<typeof chatAbbreviationAddBodySchema>;

export const chatAbbreviationEditBodySchema = chatAbbreviationAddBodySchema.extend({
  id: z.string().trim().min(1, 'id不能为空').max(64),
});
export type ChatAbbreviationEditBody = z.input<typeof chatAbbreviationEditBodySchema>;
export type ChatAbbreviationEditValues = z.output<typeof chatAbbreviationEditBodySchema>;

/** `GET /chat/abbreviation/list`: default order `sortNo`, then `abbr`. */
export const chatAbbreviationList = endpoint({
  method: 'GET',
  path: '/chat/abbreviation/list',
  access: 'self',
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(chatAbbreviationSchema)),
});

/** `POST /chat/abbreviation/add`: ok200 `添加成功！` with the row; duplicate: `缩写已存在：<abbr>`. */
export const chatAbbreviationAdd = endpoint({
  method: 'POST',
  path: '/chat/abbreviation/add',
  source: 'project',
  since: 'project',
  access: { button: 'chat:abbreviation:edit' },
  auth: true,
  body: chatAbbreviationAddBodySchema,
  response: resultSchema(chatAbbreviationSchema.nullable()),
});

/** `PUT|POST /chat/abbreviation/edit`: ok200 `编辑成功!` with the row. */
export const chatAbbreviationEdit = endpoint({
  method: 'PUT',
  path: '/chat/abbreviation/edit',
  source: 'project',
  since: 'project',
  access: { button: 'chat:abbreviation:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: chatAbbreviationEditBodySchema,
  response: resultSchema(chatAbbreviationSchema.nullable()),
});

/** `DELETE /chat/abbreviation/delete?id=`: ok200 `删除成功!`. */
export const chatAbbreviationDelete = endpoint({
  method: 'DELETE',
  path: '/chat/abbreviation/delete',
  source: 'project',
  since: 'project',
  access: { button: 'chat:abbreviation:edit' },
  auth: true,
  query: chatIdQuery,
  response: chatMessageResult,
});

/** `DELETE /chat/abbreviation/deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const chatAbbreviationDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/chat/abbreviation/deleteBatch',
  source: 'project',
  since: 'project',
  access: { button: 'chat:abbreviation:edit' },
  auth: true,
  query: chatIdsQuery,
  response: chatMessageResult,
});

/** `GET /chat/abbreviation/queryById?id=`: ok200 row. */
export const chatAbbreviationQueryById = endpoint({
  method: 'GET',
  path: '/chat/abbreviation/queryById',
  access: 'self',
  auth: true,
  query: chatIdQuery,
  response: resultSchema(chatAbbreviationSchema.nullable()),
});
