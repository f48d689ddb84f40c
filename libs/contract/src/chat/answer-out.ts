import { z } from 'zod';
import { analysisItemSchema } from '../analysis/analyze';
import { endpoint } from '../endpoint';
import { binaryResponseSchema } from '../import-export';
import { resultSchema } from '../result';

/**
 * Answers that leave the chat (issue #34, points 3 and 4): the tables of an answer as structured parts, the
 * charts declared on them, the table as a download, the conversation as a file and an answer as the text of a
 * bulletin item. A chart is a declared spec whose numbers come from the answer's own table (one data source):
 * the console draws it; the server never sends a picture.
 */

/** One Markdown table of an answer, cells as written (figures with their units). */
export const chatAnswerTableSchema = z.object({
  /** The text line right above the table (a heading or a caption), null when none. */
  title: z.string().nullable(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type ChatAnswerTable = z.infer<typeof chatAnswerTableSchema>;

export const chatChartSeriesSchema = z.object({
  /** Column of the table the series reads. */
  column: z.number().int().nonnegative(),
  /** The column header. */
  name: z.string(),
  /** Unit shared by every figure of the column (`%`, `毫米`, `mm`, `t`…; empty for plain numbers). */
  unit: z.string(),
  /** The column's figures, one per row (null where the cell holds none), read from the cells. */
  values: z.array(z.number().nullable()),
});
export type ChatChartSeries = z.infer<typeof chatChartSeriesSchema>;

/**
 * A chart of one table: `line` when the rows are years or periods (a time series), `bar` otherwise (units or
 * indicators compared, e.g. departures). Categories are the first column's cells.
 */
export const chatAnswerChartSchema = z.object({
  /** Index of the table in `tables`. */
  table: z.number().int().nonnegative(),
  type: z.enum(['bar', 'line']),
  title: z.string().nullable(),
  categories: z.array(z.string()),
  series: z.array(chatChartSeriesSchema).min(1),
});
export type ChatAnswerChart = z.infer<typeof chatAnswerChartSchema>;

/** The structured parts of an answer: its tables and the charts declared on them. */
export const chatAnswerPartsSchema = z.object({
  tables: z.array(chatAnswerTableSchema),
  charts: z.array(chatAnswerChartSchema),
});
export type ChatAnswerParts = z.infer<typeof chatAnswerPartsSchema>;

const id = z.string({ error: 'id不能为空' }).trim().min(1, 'id不能为空').max(64, 'id过长');

export const chatExportTableQuerySchema = z.looseObject({
  /** The assistant message. */
  id,
  /** Which table of the answer (0 first). */
  index: z.coerce
    .number({ error: 'index 必须是整数' })
    .int('index 必须是整数')
    .min(0, 'index 不能小于0')
    .max(100, 'index 过大')
    .default(0),
  format: z.enum(['xlsx', 'csv'], { error: 'format 只能是 xlsx 或 csv' }).default('xlsx'),
  /** Language of the source rows' labels; zh-CN by default. */
  lang: z.enum(['zh-CN', 'en-US'], { error: 'lang 只能是 zh-CN 或 en-US' }).optional(),
});
export type ChatExportTableQuery = z.output<typeof chatExportTableQuerySchema>;

/**
 * `GET /chat/message/exportTable?id=&index=&format=xlsx|csv` (binary): one table of the caller's own answer, its
 * header and rows as written, then an empty row and one row per cited source (`来源` / `Source`, title, kind).
 * CSV is UTF-8 with a BOM (Excel opens it in Chinese). File `<session title>-表<n>.xlsx|csv`. Another user's or an
 * unknown answer: the envelope `未找到对应实体`; an answer without that table: `该回答没有第<n>个表格`.
 */
export const chatMessageExportTable = endpoint({
  method: 'GET',
  path: '/chat/message/exportTable',
  source: 'project',
  since: 'project',
  access: 'self',
  auth: true,
  query: chatExportTableQuerySchema,
  envelope: 'binary',
  response: binaryResponseSchema,
});

export const chatSessionExportQuerySchema = z.looseObject({
  id,
  format: z.enum(['md', 'json', 'docx'], { error: 'format 只能是 md、json 或 docx' }).default('md'),
  /** The last message of the branch shown; by default the newest branch (newest child at every step). */
  leafId: z.string().trim().min(1).max(64).optional(),
  lang: z.enum(['zh-CN', 'en-US'], { error: 'lang 只能是 zh-CN 或 en-US' }).optional(),
});
export type ChatSessionExportQuery = z.output<typeof chatSessionExportQuerySchema>;

/** The JSON export of a conversation (`format=json`). */
export const chatConversationExportSchema = z.object({
  title: z.string(),
  exportedAt: z.string(),
  exporter: z.string(),
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      createTime: z.string().nullable(),
      model: z.string().nullable(),
      sources: z.array(z.object({ id: z.string(), title: z.string(), source: z.string() })),
      tables: z.array(chatAnswerTableSchema),
    }),
  ),
});
export type ChatConversationExport = z.infer<typeof chatConversationExportSchema>;

/**
 * `GET /chat/session/export?id=&format=md|json|docx&leafId=` (binary): the caller's own conversation along one branch,
 * each answer with its sources (Markdown: a `来源` list under the answer). File `<title>.md|json`. Another user's
 * or an unknown session: the envelope `未找到对应实体`.
 */
export const chatSessionExport = endpoint({
  method: 'GET',
  path: '/chat/session/export',
  source: 'project',
  since: 'project',
  access: 'self',
  auth: true,
  query: chatSessionExportQuerySchema,
  envelope: 'binary',
  response: binaryResponseSchema,
});

export const chatToBulletinBodySchema = z.object({
  /** The caller's own assistant message. */
  id,
  /** The analysis item (bulletin section) whose text the answer becomes. */
  itemId: z.string({ error: '请选择通报条目' }).trim().min(1, '请选择通报条目').max(64),
});
export type ChatToBulletinBody = z.input<typeof chatToBulletinBodySchema>;
export type ChatToBulletinValues = z.output<typeof chatToBulletinBodySchema>;

/**
 * `POST /chat/message/toBulletin` (button `chat:answer:toBulletin`): the answer, with a `来源` list of its sources,
 * becomes the item's newest text version (`edited`, by the caller) and the item is `GENERATED`, so the bulletin
 * export carries it; ok200 `已加入通报` with the item. Refused: an answer that is not finished
 * (`回答尚未完成，不能加入通报`), a question (`只能将回答加入通报`), an item being generated
 * (`条目正在生成中，请稍后再改`); another user's or an unknown message or item `未找到对应实体`.
 */
export const chatMessageToBulletin = endpoint({
  method: 'POST',
  path: '/chat/message/toBulletin',
  source: 'project',
  since: 'project',
  access: { button: 'chat:answer:toBulletin' },
  auth: true,
  body: chatToBulletinBodySchema,
  response: resultSchema(analysisItemSchema.nullable()),
});
