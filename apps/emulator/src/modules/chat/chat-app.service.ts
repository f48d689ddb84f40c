import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { ChatApp, ChatAppAddValues, ChatAppEditValues } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { toChatAppJson } from './chat.serializers';
import { ChatAppEntity } from './entities/chat-app.entity';
import { isModelFileName } from './providers/local/model-files';

/** Properties `/chat/app/list` filters and sorts by. `apiKey` is deliberately absent. */
export const CHAT_APP_LIST_FIELDS: ListFields = {
  id: 'string',
  name: 'string',
  description: 'string',
  provider: 'string',
  model: 'string',
  visionModel: 'string',
  baseUrl: 'string',
  temperature: 'number',
  isDefault: 'number',
  status: 'number',
  sortNo: 'number',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** Editing an app to another server without its key (issue #29's rule for stored secrets). */
export const CHAT_APP_KEY_TARGET_CHANGED = '接口地址已更改，请重新填写 API Key';
@Injectable()
export class ChatAppService {
  constructor(
    @InjectRepository(ChatAppEntity) private readonly apps: Repository<ChatAppEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(query: ListQuery): Promise<IPage<ChatApp>> {
    const plan = planListQuery(CHAT_APP_LIST_FIELDS, query, 'a');
    const qb = this.apps.createQueryBuilder('a');
    if (plan.orderBy.length === 0) qb.orderBy('a.isDefault', 'DESC').addOrderBy('a.sortNo', 'ASC');
    return fetchPage(qb, plan, (rows) => rows.map(toChatAppJson), 'id');
  }

  async get(id: string): Promise<ChatAppEntity> {
    const app = await this.apps.findOneBy({ id });
    if (!app) throw new JeecgError('未找到对应实体');
    return app;
  }

  async find(id: string): Promise<ChatAppEntity | null> {
    return this.apps.findOneBy({ id });
  }

  async defaultApp(): Promise<ChatAppEntity | null> {
    return (
      (await this.apps.findOne({ where: { isDefault: 1 }, order: { sortNo: 'ASC' } })) ??
      (await this.apps.findOne({ where: { status: 1 }, order: { sortNo: 'ASC', id: 'ASC' } }))
    );
  }

  async queryById(id: string): Promise<ChatApp> {
    return toChatAppJson(await this.get(id));
  }

  async add(values: ChatAppAddValues, user: Principal): Promise<ChatApp> {
    const now = new Date(this.clock.now());
    const app = Object.assign(new ChatAppEntity(), {
      id: newId(now.getTime()),
      ...this.fields(values),
      apiKey: values.apiKey ? values.apiKey : null,
      isDefault: values.isDefault ?? 0,
      createBy: user.username,
      createTime: now,
      updateBy: null,
      updateTime: null,
    });
    this.check(app);
    await this.ensureUniqueName(app.name);
    await this.apps.manager.transaction(async (em) => {
      if (app.isDefault) await em.update(ChatAppEntity, { isDefault: 1 }, { isDefault: 0 });
      await em.insert(ChatAppEntity, app);
    });
    return toChatAppJson(app);
  }

  async edit(values: ChatAppEditValues, user: Principal): Promise<ChatApp> {
    const app = await this.get(values.id);
    const wasDefault = app.isDefault === 1;
    const storedFor = `${app.provider} ${app.baseUrl ?? ''}`;
    Object.assign(app, this.fields(values));
    // Write-only key: omitted or null keeps it, '' removes it. A kept key is only ever sent to the server it was
    // stored for (as a stored data-source password, D-73): another provider or Base URL needs the key again.
    const keepsKey = values.apiKey === undefined || values.apiKey === null;
    if (keepsKey && app.apiKey && `${app.provider} ${app.baseUrl ?? ''}` !== storedFor)
      throw new JeecgError(CHAT_APP_KEY_TARGET_CHANGED);
    if (!keepsKey) app.apiKey = values.apiKey || null;
    if (values.isDefault !== undefined) app.isDefault = values.isDefault;
    if (wasDefault && app.isDefault === 0) throw new JeecgError('必须保留一个默认应用：请把另一个应用设为默认');
    this.check(app);
    await this.ensureUniqueName(app.name, app.id);
    app.updateBy = user.username;
    app.updateTime = new Date(this.clock.now());
    await this.apps.manager.transaction(async (em) => {
      if (app.isDefault && !wasDefault) await em.update(ChatAppEntity, { isDefault: 1 }, { isDefault: 0 });
      await em.save(ChatAppEntity, app);
    });
    return toChatAppJson(app);
  }

  async delete(id: string): Promise<void> {
    const app = await this.get(id);
    if (app.isDefault) throw new JeecgError('默认应用不能删除');
    await this.apps.delete({ id });
  }

  async deleteBatch(ids: string): Promise<void> {
    const list = ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0) throw new JeecgError('ids不能为空');
    const rows = await this.apps.findBy({ id: In(list) });
    if (rows.some((a) => a.isDefault)) throw new JeecgError('默认应用不能删除');
    if (rows.length) await this.apps.delete({ id: In(rows.map((a) => a.id)) });
  }

  private fields(v: ChatAppAddValues) {
    const blank = (s: string | null | undefined) => (s ? s : null);
    return {
      name: v.name,
      description: blank(v.description),
      provider: v.provider,
      model: blank(v.model) ?? (v.provider === 'offline' ? 'offline' : null),
      modelPath: blank(v.modelPath),
      threads: v.threads ?? null,
      contextSize: v.contextSize ?? null,
      idleMinutes: v.idleMinutes ?? null,
      visionModel: blank(v.visionModel),
      baseUrl: blank(v.baseUrl)?.replace(/\/+$/, '') ?? null,
      systemPrompt: blank(v.systemPrompt),
      temperature: v.temperature,
      maxTokens: v.maxTokens ?? null,
      timeoutSeconds: v.timeoutSeconds,
      welcomeText: blank(v.welcomeText),
      suggestedQuestions: v.suggestedQuestions,
      status: v.status,
      sortNo: v.sortNo,
    };
  }

  /** An OpenAI-compatible app cannot answer without a base URL and a model, a local one without a model file. */
  private check(app: ChatAppEntity): void {
    if (app.provider === 'openai') {
      if (!app.baseUrl) throw new JeecgError('OpenAI 兼容应用必须填写 Base URL');
      if (!app.model) throw new JeecgError('OpenAI 兼容应用必须填写模型名称');
    }
    if (app.provider === 'local' && !app.modelPath) throw new JeecgError('本地模型应用必须选择模型文件');
    if (app.modelPath && !isModelFileName(app.modelPath) && !path.isAbsolute(app.modelPath))
      throw new JeecgError('模型文件必须是模型目录中的文件名或绝对路径');
    if (app.isDefault && !app.status) throw new JeecgError('默认应用不能停用');
  }

  private async ensureUniqueName(name: string, exceptId?: string): Promise<void> {
    const same = await this.apps.findOneBy({ name });
    if (same && same.id !== exceptId) throw new JeecgError('应用名称已存在');
  }
}
