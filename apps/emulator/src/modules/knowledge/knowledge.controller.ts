import { Body, Controller, Inject, Query, Req, UseInterceptors } from '@nestjs/common';
import {
  type ChatKnowledgeBaseAddValues,
  chatKnowledgeBaseAdd,
  chatKnowledgeBaseDelete,
  chatKnowledgeBaseList,
  chatKnowledgeDocumentDelete,
  chatKnowledgeDocumentList,
  chatKnowledgeDocumentReplace,
  chatKnowledgeDocumentUpload,
  chatKnowledgePassageList,
  chatKnowledgeReplaceFieldsSchema,
  chatKnowledgeSearch,
  chatKnowledgeUploadFieldsSchema,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpRequest as Request } from '../../core/http/http';
import { ok, okMessage, okWith } from '../../core/result/result';
import { validate } from '../../core/validation/validate';
import type { UploadedFile } from '../common';
import { KnowledgeUploadInterceptor } from './knowledge-upload.interceptor';
import { type KnowledgeReader, KnowledgeService } from './knowledge.service';

const reader = (user: Principal): KnowledgeReader => ({ userId: user.id, username: user.username });

/** `/chat/kb/*`: knowledge bases of uploaded documents (issue #34). */
@Controller()
export class KnowledgeController {
  constructor(@Inject(KnowledgeService) private readonly kb: KnowledgeService) {}

  @ContractRoute(chatKnowledgeBaseList)
  async list(@CurrentUser() user: Principal) {
    return ok(await this.kb.list(reader(user)));
  }

  @ContractRoute(chatKnowledgeBaseAdd)
  async add(@CurrentUser() user: Principal, @Body() body: ChatKnowledgeBaseAddValues) {
    return okWith('添加成功！', await this.kb.add(reader(user), body));
  }

  @ContractRoute(chatKnowledgeBaseDelete)
  async delete(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.kb.delete(reader(user), id);
    return okMessage('删除成功!');
  }

  @ContractRoute(chatKnowledgeDocumentList)
  async documents(@CurrentUser() user: Principal, @Query('kbId') kbId: string) {
    return ok(await this.kb.documents(reader(user), kbId));
  }

  @ContractRoute(chatKnowledgeDocumentUpload)
  @UseInterceptors(KnowledgeUploadInterceptor)
  async upload(@CurrentUser() user: Principal, @Req() req: Request & { file?: UploadedFile; body?: unknown }) {
    const fields = validate(chatKnowledgeUploadFieldsSchema, req.body ?? {});
    return okWith('上传成功！', await this.kb.upload(reader(user), fields.kbId, req.file));
  }

  @ContractRoute(chatKnowledgeDocumentReplace)
  @UseInterceptors(KnowledgeUploadInterceptor)
  async replace(@CurrentUser() user: Principal, @Req() req: Request & { file?: UploadedFile; body?: unknown }) {
    const fields = validate(chatKnowledgeReplaceFieldsSchema, req.body ?? {});
    return okWith('替换成功！', await this.kb.replaceDocument(reader(user), fields.id, req.file));
  }

  @ContractRoute(chatKnowledgeDocumentDelete)
  async deleteDocument(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.kb.deleteDocument(reader(user), id);
    return okMessage('删除成功!');
  }

  @ContractRoute(chatKnowledgePassageList)
  async passages(@CurrentUser() user: Principal, @Query('id') id: string) {
    return ok(await this.kb.documentPassages(reader(user), id));
  }

  @ContractRoute(chatKnowledgeSearch)
  async search(@CurrentUser() user: Principal, @Query() query: { q: string; kbIds?: string; limit: number }) {
    const ids = query.kbIds
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return ok(await this.kb.search(reader(user), query.q, ids, query.limit));
  }
}
