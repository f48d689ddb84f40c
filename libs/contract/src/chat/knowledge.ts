import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, resultSchema } from '../result';

/**
 * Knowledge bases of the analysts' own documents (issue #34, points 1 and 2). A base holds uploaded documents; each
 * document is split into passages (numbered from 1 in reading order, each with the heading it falls under) that
 * the chat retrieves with the same BM25 index as the seeded knowledge. A conversation chooses the bases it draws on
 * (`knowledgeBaseIds` of the socket's start frame); an answer built on a passage cites it as `kbp:<passage id>`,
 * which `GET /chat/source/rows` opens. Who may read a base: its creator, the admin role, the roles it lists and the
 * members of the departments it lists (neither listed: every signed-in user).
 */

/** The button that creates, fills and deletes knowledge bases (seeded for admin and analyst). */
export const KNOWLEDGE_EDIT_BUTTON = 'chat:kb:edit';
/** Largest document accepted, in bytes. */
export const KNOWLEDGE_DOC_MAX_BYTES = 5 * 1024 * 1024;
/** Most documents one base holds. */
export const KNOWLEDGE_DOC_MAX_COUNT = 200;
/** The document types accepted, checked by extension and content. */
export const KNOWLEDGE_DOC_EXTENSIONS = ['txt', 'md', 'docx', 'pdf', 'xlsx'] as const;

export const KnowledgeMessages = {
  tooLarge: '上传失败！文档不能超过 5 MB',
  empty: '上传失败！文档内容为空',
  badType: `不支持的文档类型，允许的类型：${KNOWLEDGE_DOC_EXTENSIONS.join('、')}`,
  tooMany: `上传失败！一个知识库最多 ${KNOWLEDGE_DOC_MAX_COUNT} 个文档`,
  notFound: '未找到对应实体',
  /** An extraction that broke for a reason of its own (not the file's): the document is `failed` with this. */
  extractError: '文档解析失败，请重新上传',
  fileMissing: '文档文件已丢失，请重新上传',
  passageNotFound: '未找到引用的数据',
} as const;

export const chatKnowledgeBaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Role codes that may read it besides its creator and admin. */
  readRoles: z.array(z.string()),
  /**
   * Depart ids whose members (and members of their sub-departments) may read it; with `readRoles` a union: a
   * reader holding a listed role or belonging to a listed department reads it. Both empty: every signed-in user.
   */
  readDeparts: z.array(z.string()),
  documentCount: z.number().int().nonnegative(),
  passageCount: z.number().int().nonnegative(),
  /** Whether the caller may change it (holds the button). */
  editable: z.boolean(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
});
export type ChatKnowledgeBase = z.infer<typeof chatKnowledgeBaseSchema>;

/**
 * A document's states: `queued` (stored, waiting for the extraction worker), `extracting` (one worker has claimed
 * it), `indexed` (its passages are retrieved), `failed` (kept with the reason, nothing retrieved). A replaced
 * document goes back to `queued`; its old passages stay retrievable until the new ones are indexed.
 */
export const KNOWLEDGE_DOC_STATUSES = ['queued', 'extracting', 'indexed', 'failed'] as const;
export type KnowledgeDocStatus = (typeof KNOWLEDGE_DOC_STATUSES)[number];

export const chatKnowledgeDocumentSchema = z.object({
  id: z.string(),
  kbId: z.string(),
  fileName: z.string(),
  fileType: z.enum(KNOWLEDGE_DOC_EXTENSIONS),
  size: z.number().int().nonnegative(),
  /** See `KNOWLEDGE_DOC_STATUSES`; `failReason` is set while `failed` only. */
  status: z.enum(KNOWLEDGE_DOC_STATUSES),
  failReason: z.string().nullable(),
  passageCount: z.number().int().nonnegative(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
});
export type ChatKnowledgeDocument = z.infer<typeof chatKnowledgeDocumentSchema>;

export const chatKnowledgePassageSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  kbId: z.string(),
  kbName: z.string(),
  /** 1-based position in the document. */
  seq: z.number().int().positive(),
  /** The heading the passage falls under (a sheet's name for XLSX), null before the first heading. */
  heading: z.string().nullable(),
  /** 1-based page of a PDF the passage is on (a passage never spans pages); null for unpaged formats. */
  page: z.number().int().positive().nullable(),
  text: z.string(),
});
export type ChatKnowledgePassage = z.infer<typeof chatKnowledgePassageSchema>;

export const chatKnowledgeHitSchema = chatKnowledgePassageSchema.extend({
  /** BM25 score. */
  score: z.number(),
  /** Share of the question's distinct terms the passage holds (0–1). */
  coverage: z.number().min(0).max(1),
});
export type ChatKnowledgeHit = z.infer<typeof chatKnowledgeHitSchema>;

const id = (what = 'id') =>
  z
    .string({ error: `${what}不能为空` })
    .trim()
    .min(1, `${what}不能为空`)
    .max(64, `${what}过长`);
const roleCode = z.string().trim().min(1).max(100);

export const chatKnowledgeBaseAddBodySchema = z.object({
  name: z
    .string({ error: '请输入知识库名称' })
    .trim()
    .min(1, '请输入知识库名称')
    .max(100, '知识库名称不能超过100个字符'),
  description: z.string().trim().max(500, '描述不能超过500个字符').nullish(),
  readRoles: z.array(roleCode).max(50).optional(),
  readDeparts: z.array(id('部门')).max(50).optional(),
});
export type ChatKnowledgeBaseAddBody = z.input<typeof chatKnowledgeBaseAddBodySchema>;
export type ChatKnowledgeBaseAddValues = z.output<typeof chatKnowledgeBaseAddBodySchema>;

/** `GET /chat/kb/list`: the bases the caller may read, newest first (the chat's chooser and the page). */
export const chatKnowledgeBaseList = endpoint({
  method: 'GET',
  path: '/chat/kb/list',
  source: 'project',
  since: 'project',
  access: [{ menu: '/chat/assistant' }, { menu: '/chat/knowledge-base' }],
  auth: true,
  response: resultSchema(z.array(chatKnowledgeBaseSchema)),
});

/** `POST /chat/kb/add` (button `chat:kb:edit`): ok200 `添加成功！` with the new base. */
export const chatKnowledgeBaseAdd = endpoint({
  method: 'POST',
  path: '/chat/kb/add',
  source: 'project',
  since: 'project',
  access: { button: KNOWLEDGE_EDIT_BUTTON },
  auth: true,
  body: chatKnowledgeBaseAddBodySchema,
  response: resultSchema(chatKnowledgeBaseSchema.nullable()),
});

export const chatKnowledgeIdQuerySchema = z.looseObject({ id: id() });

/** `DELETE /chat/kb/delete?id=` (button): the base, its documents, passages and stored files; ok200 `删除成功!`. */
export const chatKnowledgeBaseDelete = endpoint({
  method: 'DELETE',
  path: '/chat/kb/delete',
  source: 'project',
  since: 'project',
  access: { button: KNOWLEDGE_EDIT_BUTTON },
  auth: true,
  query: chatKnowledgeIdQuerySchema,
  response: resultSchema(z.null()),
});

export const chatKnowledgeDocumentListQuerySchema = z.looseObject({ kbId: id('kbId') });

/** `GET /chat/kb/document/list?kbId=`: the documents of a base the caller may read, newest first. */
export const chatKnowledgeDocumentList = endpoint({
  method: 'GET',
  path: '/chat/kb/document/list',
  source: 'project',
  since: 'project',
  access: [{ menu: '/chat/assistant' }, { menu: '/chat/knowledge-base' }],
  auth: true,
  query: chatKnowledgeDocumentListQuerySchema,
  response: resultSchema(z.array(chatKnowledgeDocumentSchema)),
});

export const chatKnowledgeUploadFieldsSchema = z.looseObject({ kbId: id('kbId') });

/**
 * `POST /chat/kb/document/upload` (multipart: `file`, `kbId`; button): the document is type-checked by extension and
 * content (`txt`/`md` UTF-8 text without NUL or markup, `docx` a zip holding `word/document.xml`, `xlsx` one
 * holding `xl/workbook.xml`, `pdf` starting `%PDF-`), at most 5 MB and 200 a base, stored below the data directory
 * with a generated name. ok200 `上传成功！` at once with the document `queued`; the emulator's extraction worker then
 * splits it into passages and indexes it (`indexed`), or marks it `failed` with the reason when no text could be
 * read from it (a PDF pdf.js cannot parse, a file of blank lines). The document list shows the state. Refused
 * (nothing stored): empty, too big, wrong type.
 */
export const chatKnowledgeDocumentUpload = endpoint({
  method: 'POST',
  path: '/chat/kb/document/upload',
  source: 'project',
  since: 'project',
  access: { button: KNOWLEDGE_EDIT_BUTTON },
  auth: true,
  response: resultSchema(chatKnowledgeDocumentSchema.nullable()),
});

/** The multipart fields of a replace: the document's `id`, as the delete query names it. */
export const chatKnowledgeReplaceFieldsSchema = chatKnowledgeIdQuerySchema;

/**
 * `POST /chat/kb/document/replace` (multipart: `file`, `id` of the document; button): a new file for an existing
 * document, checked and limited as an upload. The document keeps its id and takes the new file's name and type; it
 * goes back to `queued` and its old passages stay retrievable until the new file's are indexed, which replace them.
 * When the new file yields no text the document is `failed` with the reason and its old passages are removed (no
 * passage of the old file is cited under the new name). ok200 `替换成功！` with the document.
 */
export const chatKnowledgeDocumentReplace = endpoint({
  method: 'POST',
  path: '/chat/kb/document/replace',
  source: 'project',
  since: 'project',
  access: { button: KNOWLEDGE_EDIT_BUTTON },
  auth: true,
  response: resultSchema(chatKnowledgeDocumentSchema.nullable()),
});

/** `DELETE /chat/kb/document/delete?id=` (button): the document, its passages and stored file. */
export const chatKnowledgeDocumentDelete = endpoint({
  method: 'DELETE',
  path: '/chat/kb/document/delete',
  source: 'project',
  since: 'project',
  access: { button: KNOWLEDGE_EDIT_BUTTON },
  auth: true,
  query: chatKnowledgeIdQuerySchema,
  response: resultSchema(z.null()),
});

/** `GET /chat/kb/passage/list?id=<document>`: a document's passages in order (the page's document view). */
export const chatKnowledgePassageList = endpoint({
  method: 'GET',
  path: '/chat/kb/passage/list',
  source: 'project',
  since: 'project',
  access: [{ menu: '/chat/assistant' }, { menu: '/chat/knowledge-base' }],
  auth: true,
  query: chatKnowledgeIdQuerySchema,
  response: resultSchema(z.array(chatKnowledgePassageSchema)),
});

export const chatKnowledgeSearchQuerySchema = z.looseObject({
  q: z.string({ error: '请输入检索内容' }).trim().min(1, '请输入检索内容').max(500, '检索内容过长'),
  /** Comma list of base ids; absent: every base the caller may read. */
  kbIds: z.string().trim().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export type ChatKnowledgeSearchQuery = z.input<typeof chatKnowledgeSearchQuerySchema>;

/** `GET /chat/kb/search?q=&kbIds=`: the best passages for a question, best first, from bases the caller may read. */
export const chatKnowledgeSearch = endpoint({
  method: 'GET',
  path: '/chat/kb/search',
  source: 'project',
  since: 'project',
  access: [{ menu: '/chat/assistant' }, { menu: '/chat/knowledge-base' }],
  auth: true,
  query: chatKnowledgeSearchQuerySchema,
  response: resultSchema(z.array(chatKnowledgeHitSchema)),
});
