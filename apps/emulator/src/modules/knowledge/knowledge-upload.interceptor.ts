import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { KNOWLEDGE_DOC_MAX_BYTES, KnowledgeMessages } from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { type MulterMiddleware, runMulter } from '../../core/http/multer-run';
import { uploadError } from '../common';

/**
 * The multipart body of a document upload or replace: one `file` of at most 5 MB and the `kbId` (or the document's
 * `id`) field, read after the guard.
 */
@Injectable()
export class KnowledgeUploadInterceptor implements NestInterceptor {
  private readonly single: MulterMiddleware;

  constructor() {
    const options: multer.Options & { defParamCharset: string } = {
      storage: multer.memoryStorage(),
      limits: { fileSize: KNOWLEDGE_DOC_MAX_BYTES, files: 1, fields: 5, fieldSize: 4096, parts: 6, fieldNameSize: 100 },
      defParamCharset: 'utf8',
    };
    this.single = multer(options).single('file') as unknown as MulterMiddleware;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await runMulter(this.single, context, (e) =>
      e instanceof multer.MulterError && e.code === 'LIMIT_FILE_SIZE'
        ? new JeecgError(KnowledgeMessages.tooLarge)
        : uploadError(e),
    );
    return next.handle();
  }
}
