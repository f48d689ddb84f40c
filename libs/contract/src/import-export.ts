import { z } from 'zod';
import { type Access, type Endpoint, endpoint } from './endpoint';
import { listQuerySchema, resultSchema } from './result';

/**
 * Excel export and import, shared by every entity (contract §5.5): the `exportXls` query (the list's
 * filters plus `selections`), the binary answer, the row-level importer's answers and its error file.
 */

/** `result` of a row-level import with failed rows (contract §5.5, code 201). */
export const importErrorResultSchema = z.looseObject({
  totalCount: z.number().int().optional(),
  errorCount: z.number().int().optional(),
  successCount: z.number().int().optional(),
  msg: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
});
export type ImportErrorResult = z.infer<typeof importErrorResultSchema>;

/**
 * Any `POST …/importExcel` (contract §5.5): ok200 with the message copied into `result`, err500, or
 * `success:true, code:201` with the error file.
 */
export const importExcelResponseSchema = resultSchema(z.union([z.string(), importErrorResultSchema]).nullable());
export type ImportExcelResponse = z.infer<typeof importExcelResponseSchema>;

/** `exportXls` takes the list's parameters plus `selections`, a comma list of ids to export. */
export const exportQuerySchema = listQuerySchema.extend({
  selections: z.string().max(20000).optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/**
 * A binary download (workbook or static file): the body is bytes, not JSON. Contract tests check the
 * headers and parse the workbook; a failure before the download starts is a Result envelope.
 */
export const binaryResponseSchema = z.unknown();

/** The content type and file name of an export (AutoPOI's JeecgEntityExcelView). */
export const EXCEL_CONTENT_TYPE = 'application/vnd.ms-excel';

/** Every method, as a Spring `@RequestMapping` without `method` (most 3.4.0 `exportXls` handlers) serves. */
export const ANY_METHOD: Pick<Endpoint, 'alsoMethods'> = { alsoMethods: ['POST', 'PUT', 'DELETE'] };

/**
 * `GET <base>/exportXls`: the filtered list (or the `selections`) as a workbook named `<name>.xls`. `origin` names
 * the real handler; most 3.4.0 controllers map `exportXls` for any method (`...ANY_METHOD`), a few for GET only.
 */
export const exportXlsEndpoint = <Q extends z.ZodType = typeof exportQuerySchema>(
  path: string,
  access: Access,
  origin: Pick<Endpoint, 'source' | 'since' | 'alsoMethods'>,
  query?: Q,
) =>
  endpoint({
    method: 'GET',
    path,
    auth: true,
    access,
    query: (query ?? exportQuerySchema) as Q,
    envelope: 'binary',
    response: binaryResponseSchema,
    ...origin,
  });

/** `POST <base>/importExcel`: multipart, every file part imported (Vue2 field name `file`). */
export const importExcelEndpoint = (path: string, access: Access, origin: Pick<Endpoint, 'source' | 'since'>) =>
  endpoint({ method: 'POST', path, auth: true, access, response: importExcelResponseSchema, ...origin });
