import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  HttpException,
  PayloadTooLargeException,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import multer from 'multer';
import { catchError, type Observable, throwError } from 'rxjs';
import { JeecgError } from '../errors/jeecg.errors';
import type { HttpRequest as Request } from '../http/http';
import { type MulterMiddleware, runMulter } from '../http/multer-run';

/** A file part as multer's memory storage hands it over (the fields the importer reads). */
export interface UploadedExcel {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** 10 MB, JeecgBoot's multipart limit (contract §1.2, §8.1). */
export const MAX_EXCEL_BYTES = 10 * 1024 * 1024;
/** Vue2's import dialog can send several files; more than this is not an import. */
const MAX_FILES = 5;

export const TOO_LARGE_MESSAGE = '文件大小超出10MB限制, 请压缩或降低文件质量! ';
export const WRONG_TYPE_MESSAGE = '文件导入失败:请上传.xls或.xlsx格式的Excel文件';
export const LEGACY_XLS_MESSAGE = '文件导入失败:请使用.xlsx格式';
export const NOT_EXCEL_MESSAGE = '文件导入失败:文件内容不是有效的Excel工作簿';

const EXCEL_EXTENSION = /\.(xlsx|xls)$/i;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** What a file's first bytes say it is: OOXML (zip), legacy BIFF .xls (OLE compound file), or neither. */
export function sniffExcel(buffer: Buffer): 'xlsx' | 'xls' | 'other' {
  const head = buffer.subarray(0, 4);
  if (head.equals(ZIP_MAGIC)) return 'xlsx';
  if (head.equals(OLE_MAGIC)) return 'xls';
  return 'other';
}

/**
 * Refuses what exceljs cannot read, with the message the user needs: the extension must be .xls/.xlsx and
 * the content must be OOXML; a genuine legacy .xls (exceljs has no BIFF reader) is told to use .xlsx.
 */
export function checkExcelFile(file: UploadedExcel): void {
  if (!EXCEL_EXTENSION.test(file.originalname)) throw new JeecgError(WRONG_TYPE_MESSAGE);
  const kind = sniffExcel(file.buffer);
  if (kind === 'xls') throw new JeecgError(LEGACY_XLS_MESSAGE);
  if (kind !== 'xlsx') throw new JeecgError(NOT_EXCEL_MESSAGE);
}

/**
 * Multer's failures arrive as Nest HTTP exceptions (413 for the size, 400 for the rest) that the global
 * filter would word generically; they become JeecgBoot's import errors here (HTTP 200, success:false).
 */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((e: unknown) => {
        if (e instanceof HttpException) {
          const message =
            e instanceof PayloadTooLargeException
              ? TOO_LARGE_MESSAGE
              : `文件导入失败:上传内容不合法（${e.message.slice(0, 100)}）`;
          return throwError(() => new JeecgError(message));
        }
        return throwError(() => e);
      }),
    );
  }
}

/** multer's error codes whose failures are the client's (413 for the size, 400 for the rest). */
const CLIENT_CODES = new Set([
  'LIMIT_PART_COUNT',
  'LIMIT_FILE_COUNT',
  'LIMIT_FIELD_KEY',
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
  'LIMIT_UNEXPECTED_FILE',
  'MISSING_FIELD_NAME',
  'LIMIT_FIELD_NESTING',
  'LIMIT_FIELD_ARRAY_INDEX',
  'INVALID_FIELD_NAME',
]);
const BUSBOY_FORM_ERRORS = new Set(['Malformed part header', 'Unexpected end of form', 'Unexpected end of file']);

/**
 * multer's and busboy's failures as the Nest HTTP exceptions @nestjs/platform-express's file interceptors made of
 * them (its `transformException`), which `UploadErrorsInterceptor` words; anything else is left as it is.
 */
export function multerException(e: unknown): unknown {
  if (!(e instanceof Error) || e instanceof HttpException) return e;
  const { code, field } = e as Error & { code?: unknown; field?: string };
  if (code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(e.message);
  if (typeof code === 'string' && CLIENT_CODES.has(code))
    return new BadRequestException(field ? `${e.message} - ${field}` : e.message);
  if (e.message === 'Multipart: Boundary not found') return new BadRequestException(e.message);
  if (BUSBOY_FORM_ERRORS.has(e.message)) return new BadRequestException(`Multipart: ${e.message}`);
  return e;
}

/** Reads every file part of a multipart body into memory (multer's `any()`), within JeecgBoot's limits. */
@Injectable()
export class ExcelFilesInterceptor implements NestInterceptor {
  private readonly any = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_EXCEL_BYTES, files: MAX_FILES, fields: 20, parts: 30, fieldSize: 100 * 1024 },
    fileFilter: (_req, file, callback) => {
      if (EXCEL_EXTENSION.test(file.originalname)) callback(null, true);
      else callback(new JeecgError(WRONG_TYPE_MESSAGE));
    },
  }).any() as unknown as MulterMiddleware;

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    await runMulter(this.any, context, multerException);
    return next.handle();
  }
}

/**
 * Accepts a multipart upload of Excel files into memory, every file part whatever its field name (Vue2
 * sends `file`, the configurable import dialog `files[]`), within JeecgBoot's limits; the extension is
 * checked while parsing, the content (magic number) by `checkExcelFile` in the handler.
 */
export const ExcelUpload = () => applyDecorators(UseInterceptors(UploadErrorsInterceptor, ExcelFilesInterceptor));

/** The uploaded file parts of an `@ExcelUpload()` route (empty when none was sent). */
export const UploadedExcels = createParamDecorator((_: unknown, ctx: ExecutionContext): UploadedExcel[] => {
  const req = ctx.switchToHttp().getRequest<Request & { files?: unknown }>();
  return Array.isArray(req.files) ? (req.files as UploadedExcel[]) : [];
});
