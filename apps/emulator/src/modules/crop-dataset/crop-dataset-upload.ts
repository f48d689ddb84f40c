import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { CropDatasetMessages as M } from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { MAX_EXCEL_BYTES, multerException, UploadErrorsInterceptor } from '../../core/excel/excel-upload';
import { type MulterMiddleware, runMulter } from '../../core/http/multer-run';

const DATASET_EXTENSION = /\.(csv|xlsx)$/i;

/** Reads a dataset file (`.csv` or `.xlsx`, 10 MB) and its text fields into memory, as the Excel imports do. */
@Injectable()
export class DatasetFilesInterceptor implements NestInterceptor {
  private readonly any = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_EXCEL_BYTES, files: 2, fields: 10, parts: 12, fieldSize: 10 * 1024 },
    fileFilter: (_req, file, callback) => {
      if (DATASET_EXTENSION.test(file.originalname)) callback(null, true);
      else callback(new JeecgError(M.wrongType));
    },
  }).any() as unknown as MulterMiddleware;

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await runMulter(this.any, context, multerException);
    return next.handle();
  }
}

/** A multipart upload of one dataset file (any field name) with optional text fields. */
export const DatasetUpload = () => applyDecorators(UseInterceptors(UploadErrorsInterceptor, DatasetFilesInterceptor));
