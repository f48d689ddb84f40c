import { Body, Controller, Inject, Query, Req, Res } from '@nestjs/common';
import {
  chatAbbreviationAdd,
  type ChatAbbreviationAddValues,
  chatAbbreviationDelete,
  chatAbbreviationDeleteBatch,
  chatAbbreviationEdit,
  type ChatAbbreviationEditValues,
  chatAbbreviationList,
  chatAbbreviationQueryById,
  chatAppAdd,
  type ChatAppAddValues,
  chatAppDelete,
  chatAppDeleteBatch,
  chatAppLocalModels,
  chatAppEdit,
  chatAppTest,
  type ChatAppEditValues,
  chatAppList,
  chatAppQueryById,
  chatMessageFeedback,
  chatMessageList,
  chatRecordExportXls,
  chatRecordList,
  chatRecordMessageList,
  chatRecordQueryById,
  type ChatFeedbackValues,
  chatSessionAdd,
  type ChatSessionAddValues,
  chatSessionDelete,
  chatSessionDeleteBatch,
  chatSessionEdit,
  type ChatSessionEditValues,
  chatSessionList,
  chatSessionQueryById,
  chatSourceRows,
  type ChatSourceRows,
  type ChatSourceRowsQuery,
  getGptSocketToken,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpRequest, HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { error, ok, okMessage, okWith } from '../../core/result/result';
import { CropDataService } from '../crop-data';
import { CropDatasetService } from '../crop-dataset';
import type { GrantedRequest } from '../identity';
import { KnowledgeService } from '../knowledge';
import { requestParamText } from '../log';
import { ChatAbbreviationService } from './chat-abbreviation.service';
import { ChatAppTestService } from './chat-app-test.service';
import { ChatAppService } from './chat-app.service';
import { CHAT_RECORD_COLUMNS, type ChatRecordReader, chatRecordScope, ChatRecordService } from './chat-record.service';
import { ChatSessionService } from './chat-session.service';
import { listModelFiles } from './providers/local/model-files';
import { citedRows, passageSource } from './providers/offline/citations';
import { yieldCitedRows } from './providers/offline/yield-answer';
import { AnswerProviderRegistry } from './providers/provider.registry';
import { ChatTicketService } from './socket/chat-ticket.service';

/** The user's own conversations and the socket ticket. */
@Controller()
export class ChatSessionController {
  constructor(
    @Inject(ChatSessionService) private readonly sessions: ChatSessionService,
    @Inject(ChatTicketService) private readonly tickets: ChatTicketService,
    @Inject(CropDataService) private readonly cropData: CropDataService,
    @Inject(KnowledgeService) private readonly knowledge: KnowledgeService,
    @Inject(CropDatasetService) private readonly datasets: CropDatasetService,
  ) {}

  /** The rows a cited source of an answer opens (the chat page's side panel). */
  @ContractRoute(chatSourceRows)
  async sourceRows(@CurrentUser() user: Principal, @Query() query: ChatSourceRowsQuery) {
    const lang = query.lang === 'en-US' ? 'en' : 'zh';
    if (query.id.startsWith('kbp:')) {
      // A passage of an uploaded document, opened with the caller's read rights (issue #34).
      const p = await this.knowledge.passage({ userId: user.id, username: user.username }, query.id.slice(4));
      if (!p) return error('未找到引用的数据');
      const s = passageSource(p, lang);
      return ok({ ...s, columns: ['text'], rows: [{ text: p.text }] } satisfies ChatSourceRows);
    }
    const rows = query.id.startsWith('yield:')
      ? await yieldCitedRows(this.datasets, this.cropData, query.id, lang)
      : await citedRows(this.cropData, query.id, lang);
    return rows ? ok(rows) : error('未找到引用的数据');
  }

  @ContractRoute(getGptSocketToken)
  async socketToken(@CurrentUser() user: Principal) {
    return ok(await this.tickets.issue(user));
  }

  @ContractRoute(chatSessionList)
  async list(@CurrentUser() user: Principal, @Query() query: ListQuery) {
    return ok(await this.sessions.list(user, query));
  }

  @ContractRoute(chatSessionAdd)
  async add(@CurrentUser() user: Principal, @Body() body: ChatSessionAddValues) {
    return okWith('添加成功！', await this.sessions.add(user, body));
  }

  @ContractRoute(chatSessionEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: ChatSessionEditValues) {
    return okWith('编辑成功!', await this.sessions.edit(user, body));
  }

  @ContractRoute(chatSessionEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: ChatSessionEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(chatSessionDelete)
  async delete(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.sessions.delete(user, id);
    return okMessage('删除成功!');
  }

  @ContractRoute(chatSessionDeleteBatch)
  async deleteBatch(@CurrentUser() user: Principal, @Query('ids') ids: string) {
    await this.sessions.deleteBatch(user, ids);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(chatSessionQueryById)
  async queryById(@CurrentUser() user: Principal, @Query('id') id: string) {
    return ok(await this.sessions.queryById(user, id));
  }

  @ContractRoute(chatMessageList)
  async messages(@CurrentUser() user: Principal, @Query() query: ListQuery & { sessionId: string }) {
    return ok(await this.sessions.messageList(user, query));
  }

  @ContractRoute(chatMessageFeedback)
  async feedback(@CurrentUser() user: Principal, @Body() body: ChatFeedbackValues) {
    return okWith('反馈成功!', await this.sessions.feedback(user, body));
  }
}

/** Chat app config: read by everyone, changed with `chat:app:edit`. */
@Controller()
export class ChatAppController {
  constructor(
    @Inject(ChatAppService) private readonly apps: ChatAppService,
    @Inject(ChatAppTestService) private readonly tester: ChatAppTestService,
    @Inject(AnswerProviderRegistry) private readonly providers: AnswerProviderRegistry,
  ) {}

  @ContractRoute(chatAppList)
  async list(@Query() query: ListQuery) {
    return ok(await this.apps.list(query));
  }

  @ContractRoute(chatAppQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.apps.queryById(id));
  }

  @ContractRoute(chatAppAdd)
  async add(@CurrentUser() user: Principal, @Body() body: ChatAppAddValues) {
    return okWith('添加成功！', await this.apps.add(body, user));
  }

  @ContractRoute(chatAppEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: ChatAppEditValues) {
    return okWith('编辑成功!', await this.apps.edit(body, user));
  }

  @ContractRoute(chatAppEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: ChatAppEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(chatAppDelete)
  async delete(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.apps.delete(id);
    return okMessage('删除成功!');
  }

  /** One question answered through the app: what works, and exactly why not (issue #33). */
  @ContractRoute(chatAppTest)
  async test(@CurrentUser() user: Principal, @Body() body: { id: string }) {
    return ok(await this.tester.test(body.id, user));
  }

  /** The model files an operator put below `DATA_DIR/models`, for a local app to choose from. */
  @ContractRoute(chatAppLocalModels)
  async localModels() {
    const dir = this.providers.local.host.modelsDir;
    return ok({ dir, files: await listModelFiles(dir) });
  }

  @ContractRoute(chatAppDeleteBatch)
  async deleteBatch(@CurrentUser() user: Principal, @Query('ids') ids: string) {
    await this.apps.deleteBatch(ids);
    return okMessage('批量删除成功!');
  }
}

/** Noun abbreviation lists: read by everyone, changed with `chat:abbreviation:edit`. */
@Controller()
export class ChatAbbreviationController {
  constructor(@Inject(ChatAbbreviationService) private readonly rows: ChatAbbreviationService) {}

  @ContractRoute(chatAbbreviationList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rows.list(query));
  }

  @ContractRoute(chatAbbreviationQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rows.queryById(id));
  }

  @ContractRoute(chatAbbreviationAdd)
  async add(@CurrentUser() user: Principal, @Body() body: ChatAbbreviationAddValues) {
    return okWith('添加成功！', await this.rows.add(body, user));
  }

  @ContractRoute(chatAbbreviationEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: ChatAbbreviationEditValues) {
    return okWith('编辑成功!', await this.rows.edit(body, user));
  }

  @ContractRoute(chatAbbreviationEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: ChatAbbreviationEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(chatAbbreviationDelete)
  async delete(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.rows.delete(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(chatAbbreviationDeleteBatch)
  async deleteBatch(@CurrentUser() user: Principal, @Query('ids') ids: string) {
    await this.rows.deleteBatch(ids);
    return okMessage('批量删除成功!');
  }
}

/**
 * The reader of a chat record request: the caller, the scope his grants give (issue #29) and what the operation log
 * writes for a read of other users' conversations.
 */
function readerOf(req: HttpRequest & Partial<GrantedRequest>, user: Principal): ChatRecordReader {
  return {
    user,
    scope: chatRecordScope(user, req.grants),
    ip: req.ip,
    requestUrl: req.originalUrl.split('?')[0],
    requestParam: requestParamText(req.query, undefined),
  };
}

/** Chat records: one's own with the menu, other users' with the audit grants (issue #29). */
@Controller()
export class ChatRecordController {
  constructor(@Inject(ChatRecordService) private readonly records: ChatRecordService) {}

  @ContractRoute(chatRecordList)
  async list(@CurrentUser() user: Principal, @Query() query: ListQuery, @Req() req: HttpRequest & GrantedRequest) {
    return ok(await this.records.list(query, readerOf(req, user)));
  }

  @ContractRoute(chatRecordQueryById)
  async queryById(@CurrentUser() user: Principal, @Query('id') id: string, @Req() req: HttpRequest & GrantedRequest) {
    return ok(await this.records.queryById(id, readerOf(req, user)));
  }

  @ContractRoute(chatRecordExportXls)
  async exportXls(
    @CurrentUser() user: Principal,
    @Query() query: ListQuery,
    @Req() req: HttpRequest & GrantedRequest,
    @Res() res: Response,
  ) {
    const records = await this.records.listForExport(query, readerOf(req, user));
    const body = await writeExportWorkbook({
      name: '对话记录',
      exporter: user.realname,
      columns: CHAT_RECORD_COLUMNS,
      records,
      dicts: new Map(),
    });
    sendExcel(res, '对话记录', body);
  }

  @ContractRoute(chatRecordMessageList)
  async messageList(
    @CurrentUser() user: Principal,
    @Query() query: ListQuery,
    @Req() req: HttpRequest & GrantedRequest,
  ) {
    return ok(await this.records.messageList(query, readerOf(req, user)));
  }
}
