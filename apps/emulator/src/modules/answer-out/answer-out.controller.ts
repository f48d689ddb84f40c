import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  chatMessageExportTable,
  chatMessageToBulletin,
  chatSessionExport,
  type ChatExportTableQuery,
  type ChatSessionExportQuery,
  type ChatToBulletinValues,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import { formatDateTime } from '../../core/result/date-format';
import { okWith } from '../../core/result/result';
import { AnalysisItemService } from '../analysis';
import { answerTables, ChatMessageEntity, ChatSessionService } from '../chat';
import { downloadName, sendDownload } from '../common';
import {
  branchOf,
  bulletinText,
  conversationJson,
  conversationDocx,
  conversationMarkdown,
  EXPORT_WORDS,
  type ExportLang,
  tableCsv,
  tableXlsx,
} from './answer-export';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fileName = (title: string, ext: string) => downloadName(title, ext, 'chat', 100);

const langOf = (lang: string | undefined): ExportLang => (lang === 'en-US' ? 'en' : 'zh');

/**
 * Answers that leave the chat (issue #34): a table of an answer as Excel or CSV, the conversation as Markdown or
 * JSON, an answer as the text of a bulletin item. Only the caller's own conversations.
 */
@Controller()
export class ChatAnswerOutController {
  constructor(
    @Inject(ChatSessionService) private readonly sessions: ChatSessionService,
    @Inject(AnalysisItemService) private readonly items: AnalysisItemService,
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The caller's own answer (another user's answers `未找到对应实体`, like an unknown id). */
  private async ownAnswer(user: Principal, id: string) {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new JeecgError('未找到对应实体');
    const session = await this.sessions.own(user, message.sessionId);
    return { message, session };
  }

  @ContractRoute(chatMessageExportTable)
  async exportTable(@CurrentUser() user: Principal, @Query() query: ChatExportTableQuery, @Res() res: Response) {
    const { message, session } = await this.ownAnswer(user, query.id);
    const table = message.role === 'assistant' ? answerTables(message.content)[query.index] : undefined;
    if (!table) throw new JeecgError(`该回答没有第${query.index + 1}个表格`);
    const lang = langOf(query.lang);
    const name = `${session.title}-${EXPORT_WORDS[lang].table}${query.index + 1}`;
    const sources = message.sources ?? [];
    if (query.format === 'csv')
      sendDownload(res, fileName(name, 'csv'), 'text/csv; charset=utf-8', tableCsv(table, sources, lang));
    else
      sendDownload(res, fileName(name, 'xlsx'), XLSX_TYPE, await tableXlsx(table, sources, lang, table.title ?? name));
  }

  @ContractRoute(chatSessionExport)
  async exportSession(@CurrentUser() user: Principal, @Query() query: ChatSessionExportQuery, @Res() res: Response) {
    const session = await this.sessions.own(user, query.id);
    const all = await this.messages.find({ where: { sessionId: session.id }, order: { createTime: 'ASC', id: 'ASC' } });
    const file = {
      title: session.title,
      exporter: user.realname || user.username,
      exportedAt: formatDateTime(new Date(this.clock.now())) ?? '',
      messages: branchOf(all, query.leafId).map((m) => ({
        id: m.id,
        role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const),
        content: m.content,
        status: m.status,
        createTime: formatDateTime(m.createTime),
        model: m.model,
        sources: m.sources ?? [],
        tables: m.role === 'assistant' ? answerTables(m.content) : [],
      })),
    };
    if (query.format === 'docx')
      sendDownload(
        res,
        fileName(session.title, 'docx'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        await conversationDocx(file, langOf(query.lang)),
      );
    else if (query.format === 'json')
      sendDownload(
        res,
        fileName(session.title, 'json'),
        'application/json; charset=utf-8',
        Buffer.from(JSON.stringify(conversationJson(file), null, 2)),
      );
    else
      sendDownload(
        res,
        fileName(session.title, 'md'),
        'text/markdown; charset=utf-8',
        Buffer.from(conversationMarkdown(file, langOf(query.lang))),
      );
  }

  @ContractRoute(chatMessageToBulletin)
  async toBulletin(@CurrentUser() user: Principal, @Body() body: ChatToBulletinValues) {
    const { message } = await this.ownAnswer(user, body.id);
    if (message.role !== 'assistant') throw new JeecgError('只能将回答加入通报');
    if (message.status !== 'done' || !message.content.trim()) throw new JeecgError('回答尚未完成，不能加入通报');
    const lang = (await this.items.itemLang(body.itemId)) ?? 'zh';
    const text = bulletinText(message.content, message.sources ?? [], lang);
    return okWith('已加入通报', await this.items.takeChatAnswer(body.itemId, text, user));
  }
}
