import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Not, type Repository } from 'typeorm';
import {
  type MessageSendValues,
  type MessageTemplate,
  type MessageTemplateAddValues,
  type MessageTemplateEditValues,
  type MessageTemplateImportRow,
  messageTemplateImportRowSchema,
  type SysMessage,
  type SysMessageAddValues,
  type SysMessageEditValues,
  type SysMessageImportRow,
  sysMessageImportRowSchema,
  type SysMessageListRecord,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { withDictText } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { bulkInsert } from '../../core/excel/bulk-insert';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import { genericImportOk, type ImportSpec } from '../../core/excel/excel-import.service';
import { exportRows } from '../../core/excel/export-rows';
import { distinctIds } from '../../core/http/id-list';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { AnnouncementService } from '../announcement';
import { sanitizeRichText, toPlainText } from '../common';
import { DictService } from '../dict';
import { UserEntity } from '../identity';
import { MessageTemplateEntity } from './entities/message-template.entity';
import { SysMessageEntity } from './entities/sys-message.entity';
import { fillTemplate, looksLikeHtml, parseTestData, placeholdersOf, textToHtml } from './template-render';

export const toTemplateJson = (t: MessageTemplateEntity): MessageTemplate => ({
  id: t.id,
  templateCode: t.templateCode,
  templateName: t.templateName,
  templateContent: t.templateContent,
  templateTestJson: t.templateTestJson,
  templateType: t.templateType as MessageTemplate['templateType'],
  useStatus: (t.useStatus ?? null) as MessageTemplate['useStatus'],
  createBy: t.createBy,
  createTime: formatDateTime(t.createTime),
  updateBy: t.updateBy,
  updateTime: formatDateTime(t.updateTime),
});

export const toSysMessageJson = (m: SysMessageEntity): SysMessage => ({
  id: m.id,
  esTitle: m.esTitle,
  esContent: m.esContent,
  esParam: m.esParam,
  esReceiver: m.esReceiver,
  esResult: m.esResult,
  esSendNum: m.esSendNum,
  esSendStatus: m.esSendStatus as SysMessage['esSendStatus'],
  esSendTime: formatDateTime(m.esSendTime),
  esType: m.esType as SysMessage['esType'],
  remark: m.remark,
  createBy: m.createBy,
  createTime: formatDateTime(m.createTime),
  updateBy: m.updateBy,
  updateTime: formatDateTime(m.updateTime),
});

/** Properties the template list filters and sorts by. */
/** The templates sheet: SysMessageTemplate's `@Excel` columns (3.4.0). */
export const TEMPLATE_COLUMNS: ExcelColumn[] = [
  { key: 'templateCode', header: '模板CODE' },
  { key: 'templateName', header: '模板标题', width: 30 },
  { key: 'templateContent', header: '模板内容', width: 50 },
  { key: 'templateTestJson', header: '模板测试json' },
  { key: 'templateType', header: '模板类型' },
  { key: 'useStatus', header: '应用状态' },
];

/** The messages sheet: SysMessage's `@Excel` columns (3.4.0), stored values. */
export const MESSAGE_COLUMNS: ExcelColumn[] = [
  { key: 'esContent', header: '推送内容' },
  { key: 'esParam', header: '推送所需参数Json格式' },
  { key: 'esReceiver', header: '接收人' },
  { key: 'esResult', header: '推送失败原因' },
  { key: 'esSendNum', header: '发送次数' },
  { key: 'esSendStatus', header: '推送状态 0未推送 1推送成功 2推送失败' },
  { key: 'esSendTime', header: '推送时间', width: 20 },
  { key: 'esTitle', header: '消息标题' },
  { key: 'esType', header: '推送方式' },
  { key: 'remark', header: '备注' },
];

export const TEMPLATE_LIST_FIELDS: ListFields = {
  id: 'string',
  templateCode: 'string',
  templateName: 'string',
  templateContent: 'string',
  templateType: 'string',
  useStatus: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** Properties the system-message list filters and sorts by. */
export const MESSAGE_LIST_FIELDS: ListFields = {
  id: 'string',
  esTitle: 'string',
  esContent: 'string',
  esReceiver: 'string',
  esType: 'string',
  esSendStatus: 'string',
  esSendNum: 'number',
  esSendTime: 'datetime',
  esResult: 'string',
  remark: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

const MESSAGE_DICT_FIELDS = { esSendStatus: 'msgSendStatus', esType: 'messageType' };

export const SendStatus = { unsent: '0', sent: '1', failed: '2' } as const;
const TEXT_TEMPLATE = '1';
const RICH_TEMPLATE = '2';
const NOT_FOUND = '未找到对应实体';
/** Who system messages come from (JeecgBoot's `SystemSendMsgHandle.FROM_USER`). */
const SYSTEM_SENDER = 'system';

/** JeecgBoot's `msgType` dictionary says 4 for "system"; both spellings mean the one channel we deliver. */
const channelOf = (msgType: string | null | undefined): string => {
  const value = (msgType ?? '').trim();
  if (!value || value === '4' || value.toLowerCase() === 'system') return 'system';
  throw new JeecgError(`暂不支持的消息类型：${value.slice(0, 30)}（仅支持 system 系统消息）`);
};

/** A delivery attempt that did not reach the user. */
class DeliveryError extends Error {}

/**
 * Message templates and system messages (SysMessageTemplateController, SysMessageController, PushMsgUtil and
 * SystemSendMsgHandle). Sending renders the template per receiver, stores a `sys_sms` row and delivers it as a
 * system message: an announcement of category 2 for that user plus a `{cmd:'user'}` push. A receiver without an
 * open socket still gets it (it is stored); only an unknown receiver or another channel fails.
 */
@Injectable()
export class MessageService {
  private readonly logger = new Logger('Message');

  constructor(
    @InjectRepository(MessageTemplateEntity) private readonly templates: Repository<MessageTemplateEntity>,
    @InjectRepository(SysMessageEntity) private readonly messages: Repository<SysMessageEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(AnnouncementService) private readonly announcements: AnnouncementService,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  // ---- templates ----

  listTemplates(query: ListQuery): Promise<IPage<MessageTemplate>> {
    const plan = planListQuery(TEMPLATE_LIST_FIELDS, query, 't');
    return fetchPage(this.templates.createQueryBuilder('t'), plan, (rows) => rows.map(toTemplateJson), 'id');
  }

  async queryTemplate(id: string): Promise<MessageTemplate> {
    return toTemplateJson(await this.findTemplate(id));
  }

  /** `sysMessageTemplate/exportXls`: the list's filters (or the `selections`), by id. */
  exportTemplates(query: ListQuery): Promise<MessageTemplate[]> {
    return exportRows(this.templates.createQueryBuilder('t'), TEMPLATE_LIST_FIELDS, query, toTemplateJson);
  }

  /** `sysMessageTemplate/importExcel`: each row checked as `addTemplate` checks it; all rows or none. */
  async templateImportSpec(user: Principal): Promise<ImportSpec<MessageTemplateImportRow>> {
    const codes = new Set((await this.templates.find({ select: { templateCode: true } })).map((r) => r.templateCode));
    return {
      entity: 'sysMessageTemplate',
      columns: TEMPLATE_COLUMNS,
      schema: messageTemplateImportRowSchema,
      atomic: true,
      okMessage: genericImportOk,
      check: (row) => {
        try {
          this.testJson(row.templateTestJson);
        } catch (e) {
          if (e instanceof JeecgError) return e.message;
          throw e;
        }
        if (codes.has(row.templateCode)) return `模板编码已存在：${row.templateCode}`;
        codes.add(row.templateCode);
        return null;
      },
      insert: async (em: EntityManager, rows) => {
        const now = new Date(this.clock.now());
        await bulkInsert(em, MessageTemplateEntity, rows, (r) => {
          const type = r.templateType ?? TEXT_TEMPLATE;
          return {
            id: newId(this.clock.now()),
            templateCode: r.templateCode,
            templateName: r.templateName,
            templateContent: type === RICH_TEMPLATE ? sanitizeRichText(r.templateContent) : r.templateContent,
            templateTestJson: this.testJson(r.templateTestJson),
            templateType: type,
            useStatus: r.useStatus ?? null,
            createBy: user.username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          };
        });
      },
    };
  }

  async addTemplate(body: MessageTemplateAddValues, user: Principal): Promise<void> {
    await this.checkCodeFree(body.templateCode);
    const type = body.templateType ?? TEXT_TEMPLATE;
    const now = new Date(this.clock.now());
    await this.templates.insert({
      id: newId(now.getTime()),
      templateCode: body.templateCode,
      templateName: body.templateName,
      templateContent: type === RICH_TEMPLATE ? sanitizeRichText(body.templateContent) : body.templateContent,
      templateTestJson: this.testJson(body.templateTestJson),
      templateType: type,
      useStatus: body.useStatus ?? null,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
  }

  async editTemplate(body: MessageTemplateEditValues, user: Principal): Promise<void> {
    const row = await this.findTemplate(body.id);
    if (body.templateCode !== undefined && body.templateCode !== row.templateCode) {
      await this.checkCodeFree(body.templateCode, row.id);
      row.templateCode = body.templateCode;
    }
    if (body.templateName !== undefined) row.templateName = body.templateName;
    if (body.templateType !== undefined) row.templateType = body.templateType;
    // The list's 应用/停用 send `{id, useStatus}` alone (SysMessageTemplateList.vue, 3.4.0).
    if (body.useStatus !== undefined && body.useStatus !== null) row.useStatus = body.useStatus;
    if (body.templateContent !== undefined) row.templateContent = body.templateContent;
    if (row.templateType === RICH_TEMPLATE) row.templateContent = sanitizeRichText(row.templateContent);
    if (body.templateTestJson !== undefined && body.templateTestJson !== null)
      row.templateTestJson = this.testJson(body.templateTestJson);
    row.updateBy = user.username;
    row.updateTime = new Date(this.clock.now());
    await this.templates.save(row);
  }

  async deleteTemplate(id: string): Promise<void> {
    const row = await this.findTemplate(id);
    await this.templates.delete({ id: row.id });
  }

  async deleteTemplates(ids: string): Promise<void> {
    const list = distinctIds(ids);
    if (list.length === 0) throw new JeecgError('参数不识别！');
    const result = await this.templates.delete({ id: In(list) });
    if (!result.affected) throw new JeecgError(NOT_FOUND);
  }

  /**
   * The test-send (`POST sendMsg`): every placeholder of the template must have a value and every receiver
   * must exist before anything is stored; then one row per receiver, delivered at once.
   */
  async send(body: MessageSendValues, user: Principal): Promise<SysMessage[]> {
    const values = parseTestData(body.testData);
    const channel = channelOf(body.msgType);
    const template = await this.templates.findOne({ where: { templateCode: body.templateCode } });
    if (!template) throw new JeecgError(`模板不存在：${body.templateCode}`);
    const missing = placeholdersOf(template.templateName, template.templateContent).filter(
      (name) => !Object.hasOwn(values, name),
    );
    if (missing.length) throw new JeecgError(`模板参数缺失：${missing.join(', ')}（请在测试数据中提供）`);
    const receivers = await this.resolveReceivers(body.receiver);

    const rich = template.templateType === RICH_TEMPLATE;
    const title = toPlainText(fillTemplate(template.templateName, values)).slice(0, 100) || template.templateCode;
    const content = rich
      ? sanitizeRichText(fillTemplate(template.templateContent, values, true))
      : fillTemplate(template.templateContent, values);
    const now = new Date(this.clock.now());
    const rows = receivers.map((receiver) =>
      this.messages.create({
        id: newId(now.getTime()),
        esTitle: title,
        esType: channel,
        esReceiver: receiver.username,
        esParam: JSON.stringify(values),
        esContent: content,
        esSendTime: null,
        esSendStatus: SendStatus.unsent,
        esSendNum: 0,
        esResult: null,
        remark: `模板 ${template.templateCode} 测试发送`,
        createBy: user.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      }),
    );
    const html = rich ? content : textToHtml(content);
    for (const row of rows) await this.messages.insert(row);
    for (const row of rows) await this.attempt(row, html);
    return rows.map(toSysMessageJson);
  }

  // ---- system messages ----

  async listMessages(query: ListQuery): Promise<IPage<SysMessageListRecord>> {
    const plan = planListQuery(MESSAGE_LIST_FIELDS, query, 'm');
    const texts = await this.dicts.texts(Object.values(MESSAGE_DICT_FIELDS));
    return fetchPage(
      this.messages.createQueryBuilder('m'),
      plan,
      (rows) => rows.map((r) => withDictText(toSysMessageJson(r), MESSAGE_DICT_FIELDS, texts) as SysMessageListRecord),
      'id',
    );
  }

  async queryMessage(id: string): Promise<SysMessage> {
    return toSysMessageJson(await this.findMessage(id));
  }

  /** `sysMessage/exportXls`: the list's filters (or the `selections`), by id. */
  exportMessages(query: ListQuery): Promise<SysMessage[]> {
    return exportRows(this.messages.createQueryBuilder('m'), MESSAGE_LIST_FIELDS, query, toSysMessageJson);
  }

  /** `sysMessage/importExcel`: rows stored unsent as `addMessage` stores them; all rows or none. */
  messageImportSpec(user: Principal): ImportSpec<SysMessageImportRow> {
    return {
      entity: 'sysMessage',
      columns: MESSAGE_COLUMNS,
      schema: sysMessageImportRowSchema,
      atomic: true,
      okMessage: genericImportOk,
      insert: async (em: EntityManager, rows) => {
        const now = new Date(this.clock.now());
        await bulkInsert(em, SysMessageEntity, rows, (r) => ({
          id: newId(this.clock.now()),
          esTitle: toPlainText(r.esTitle) || r.esTitle.replace(/[<>]/g, ''),
          esType: r.esType ?? 'system',
          esReceiver: r.esReceiver.trim(),
          esParam: r.esParam ?? null,
          esContent: r.esContent ?? null,
          esSendTime: null,
          esSendStatus: SendStatus.unsent,
          esSendNum: 0,
          esResult: null,
          remark: r.remark ?? null,
          createBy: user.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        }));
      },
    };
  }

  async addMessage(body: SysMessageAddValues, user: Principal): Promise<void> {
    const now = new Date(this.clock.now());
    await this.messages.insert({
      id: newId(now.getTime()),
      esTitle: toPlainText(body.esTitle) || body.esTitle.replace(/[<>]/g, ''),
      esType: body.esType ?? 'system',
      esReceiver: body.esReceiver.trim(),
      esParam: body.esParam ?? null,
      esContent: body.esContent ?? null,
      esSendTime: null,
      esSendStatus: SendStatus.unsent,
      esSendNum: 0,
      esResult: null,
      remark: body.remark ?? null,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
  }

  async editMessage(body: SysMessageEditValues, user: Principal): Promise<void> {
    const row = await this.findMessage(body.id);
    if (body.esTitle !== undefined) row.esTitle = toPlainText(body.esTitle) || body.esTitle.replace(/[<>]/g, '');
    if (body.esType !== undefined) row.esType = body.esType;
    if (body.esReceiver !== undefined) row.esReceiver = body.esReceiver.trim();
    if (body.esContent !== undefined && body.esContent !== null) row.esContent = body.esContent;
    if (body.esParam !== undefined && body.esParam !== null) row.esParam = body.esParam;
    if (body.remark !== undefined && body.remark !== null) row.remark = body.remark;
    row.updateBy = user.username;
    row.updateTime = new Date(this.clock.now());
    await this.messages.save(row);
  }

  async deleteMessage(id: string): Promise<void> {
    const row = await this.findMessage(id);
    await this.messages.delete({ id: row.id });
  }

  async deleteMessages(ids: string): Promise<void> {
    const list = distinctIds(ids);
    if (list.length === 0) throw new JeecgError('参数不识别！');
    const result = await this.messages.delete({ id: In(list) });
    if (!result.affected) throw new JeecgError(NOT_FOUND);
  }

  /** Emulator extension `GET resend`: sends an unsent or failed row now. */
  async resend(id: string): Promise<void> {
    const row = await this.findMessage(id);
    if (row.esSendStatus === SendStatus.sent) throw new JeecgError('该消息已发送成功，无需重发');
    const error = await this.attempt(row);
    if (error) throw new JeecgError(`重发失败：${error}`);
  }

  /**
   * One delivery attempt; the row records the outcome. Returns the failure reason, or null when delivered.
   * `html` is the content as the announcement shows it; a retried row only has its stored text, read as HTML
   * when it looks like HTML (sanitised either way).
   */
  private async attempt(row: SysMessageEntity, html?: string): Promise<string | null> {
    const now = new Date(this.clock.now());
    let failure: string | null = null;
    try {
      await this.deliver(row, html);
    } catch (e) {
      if (!(e instanceof DeliveryError))
        this.logger.error(`message ${row.id}: ${e instanceof Error ? e.message : String(e)}`);
      failure = e instanceof DeliveryError ? e.message : '发送异常';
    }
    row.esSendNum += 1;
    row.esSendTime = now;
    row.esSendStatus = failure ? SendStatus.failed : SendStatus.sent;
    row.esResult = failure;
    row.updateTime = now;
    await this.messages.update(
      { id: row.id },
      {
        esSendNum: row.esSendNum,
        esSendTime: now,
        esSendStatus: row.esSendStatus,
        esResult: failure,
        updateTime: now,
      },
    );
    return failure;
  }

  private async deliver(row: SysMessageEntity, html?: string): Promise<void> {
    if (row.esType !== 'system') throw new DeliveryError(`暂不支持的发送方式：${row.esType}`);
    const user = await this.findUser(row.esReceiver);
    if (!user) throw new DeliveryError(`接收人不存在或已注销：${row.esReceiver}`);
    const text = row.esContent ?? '';
    const content = html ?? (looksLikeHtml(text) ? sanitizeRichText(text) : textToHtml(text));
    await this.announcements.deliverSystemMessage({
      title: row.esTitle,
      content,
      userId: user.id,
      sender: SYSTEM_SENDER,
    });
  }

  /** Comma list of user ids or usernames; all must be existing, not deleted users. */
  private async resolveReceivers(receiver: string): Promise<UserEntity[]> {
    const refs = distinctIds(receiver);
    if (refs.length === 0) throw new JeecgError('消息接收方不能为空');
    if (refs.length > 500) throw new JeecgError('一次最多发送给500个接收人');
    const found = await this.users.find({
      where: [
        { id: In(refs), delFlag: 0 },
        { username: In(refs), delFlag: 0 },
      ],
    });
    const unknown = refs.filter((r) => !found.some((u) => u.id === r || u.username === r));
    if (unknown.length) throw new JeecgError(`接收人不存在：${unknown.slice(0, 10).join(',')}`);
    const unique = new Map(found.filter((u) => refs.includes(u.id) || refs.includes(u.username)).map((u) => [u.id, u]));
    return [...unique.values()];
  }

  private async findUser(ref: string): Promise<UserEntity | null> {
    return this.users.findOne({
      where: [
        { id: ref, delFlag: 0 },
        { username: ref, delFlag: 0 },
      ],
    });
  }

  private async checkCodeFree(code: string, exceptId?: string): Promise<void> {
    const taken = await this.templates.findOne({
      where: exceptId ? { templateCode: code, id: Not(exceptId) } : { templateCode: code },
    });
    if (taken) throw new JeecgError(`模板编码已存在：${code}`);
  }

  /** The sample values must be a JSON object, so the test-send dialog can prefill from them. */
  private testJson(raw: string | null | undefined): string | null {
    if (raw === undefined || raw === null || raw.trim() === '') return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return raw;
    } catch {
      // reported below
    }
    throw new JeecgError('模板测试json格式不正确，须为 JSON 对象');
  }

  private async findTemplate(id: string): Promise<MessageTemplateEntity> {
    const row = await this.templates.findOne({ where: { id } });
    if (!row) throw new JeecgError(NOT_FOUND);
    return row;
  }

  private async findMessage(id: string): Promise<SysMessageEntity> {
    const row = await this.messages.findOne({ where: { id } });
    if (!row) throw new JeecgError(NOT_FOUND);
    return row;
  }
}
