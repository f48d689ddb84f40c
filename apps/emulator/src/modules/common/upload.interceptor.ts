import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { UploadMessages } from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { type MulterMiddleware, runMulter } from '../../core/http/multer-run';

/** Limits of `POST /sys/common/upload`; a token so a test module can lower `fileSize`. */
export interface UploadLimits {
  fileSize: number;
}
export const UPLOAD_LIMITS = Symbol('UPLOAD_LIMITS');

const MULTER_MESSAGES: Record<string, string> = {
  LIMIT_FILE_SIZE: UploadMessages.tooLarge,
  LIMIT_FILE_COUNT: '上传失败！一次只能上传一个文件',
  LIMIT_UNEXPECTED_FILE: '上传失败！文件字段须命名为 file，且只能有一个',
  LIMIT_PART_COUNT: '上传失败！表单字段过多',
  LIMIT_FIELD_COUNT: '上传失败！表单字段过多',
  LIMIT_FIELD_KEY: '上传失败！表单字段名过长',
  LIMIT_FIELD_VALUE: '上传失败！表单字段值过长',
  MISSING_FIELD_NAME: '上传失败！表单字段缺少名称',
};

/** Multer's failures as JeecgBoot messages (they would otherwise surface as generic 4xx/500 answers, §C.17). */
export function uploadError(e: unknown): JeecgError {
  if (e instanceof JeecgError) return e;
  if (e instanceof multer.MulterError) return new JeecgError(MULTER_MESSAGES[e.code] ?? UploadMessages.failed);
  return new JeecgError(`${UploadMessages.failed}请求不是有效的 multipart/form-data`);
}

/**
 * Reads the multipart body of the upload into memory, one part named `file` of at most the limit, before the
 * handler runs (after the token guard, so anonymous uploads are never buffered).
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  private readonly single: MulterMiddleware;

  constructor(@Inject(UPLOAD_LIMITS) limits: UploadLimits) {
    // busboy reads non-ASCII file names as latin1 unless told otherwise (missing from @types/multer 2.0).
    const options: multer.Options & { defParamCharset: string } = {
      storage: multer.memoryStorage(),
      limits: { fileSize: limits.fileSize, files: 1, fields: 10, fieldSize: 4096, parts: 12, fieldNameSize: 100 },
      defParamCharset: 'utf8',
    };
    this.single = multer(options).single('file') as unknown as MulterMiddleware;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await runMulter(this.single, context, uploadError);
    return next.handle();
  }
}
