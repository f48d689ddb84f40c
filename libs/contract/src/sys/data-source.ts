import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { idList, idText, optionalText, requiredText } from './fields';

/**
 * Data sources, `/sys/dataSource/*` (contract §6.6; SysDataSourceController of JeecgBoot 3.4, generated CRUD so
 * ok200), and the test connection of the data-source form (`/online/cgreport/api/testConnection`, the path the real
 * client posts to). Unlike JeecgBoot the password is write-only: lists and details never carry it.
 */
export const DATA_SOURCE_MENU = '/isystem/dataSource';

/** `database_type` dictionary values the emulator knows (JeecgBoot's numbering; 1 MySQL 5.7, 6 PostgreSQL). */
export const DataSourceType = {
  mysql5: '1',
  oracle: '2',
  sqlServer: '3',
  mariaDb: '5',
  postgreSql: '6',
  mysql8: '4',
  sqlite: '7',
} as const;

export const DataSourceMessages = {
  codeTaken: '数据源编码已存在',
  connected: '数据库连接成功',
  failedPrefix: '数据库连接失败：',
  hostNotAllowed: '该主机不在允许测试的范围内（DATASOURCE_ALLOWED_HOSTS）',
  noDriver: '模拟服务器没有该数据库类型的驱动',
  /**
   * A stored password is only used for the target it was stored with (issue #29): another type, host, port,
   * database or user needs the password typed again.
   */
  passwordRequired: '数据库类型、地址、端口、数据库名或用户名已修改，请重新填写密码',
  /** Missing, outside the data folder, a link out of it: one message that names no path (issue #29). */
  sqliteMissing: '数据库文件不存在：请填写数据目录内的 SQLite 数据库文件',
  sqliteNotFile: '不是普通文件，只能打开 SQLite 数据库文件',
  sqliteNotDb: '不是 SQLite 数据库文件',
  sqliteCantOpen: '无法打开数据库文件',
  sqliteTimeout: '打开数据库文件超时',
} as const;

/** `SysDataSource` as lists and `queryById` answer it: no `dbPassword`, `hasPassword` tells whether one is stored. */
export const sysDataSourceSchema = z.looseObject({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  remark: z.string().nullable(),
  dbType: z.string().nullable(),
  dbDriver: z.string().nullable(),
  dbUrl: z.string().nullable(),
  dbName: z.string().nullable(),
  dbUsername: z.string().nullable(),
  hasPassword: z.boolean(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
  sysOrgCode: z.string().nullable(),
});
export type SysDataSource = z.infer<typeof sysDataSourceSchema>;

const dataSourceFields = {
  code: z
    .string({ error: '数据源编码不能为空' })
    .trim()
    .min(1, '数据源编码不能为空')
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, '数据源编码只能包含字母、数字、下划线和中划线'),
  name: requiredText(100, '数据源名称不能为空'),
  remark: optionalText(200),
  dbType: requiredText(10, '数据库类型不能为空'),
  dbDriver: optionalText(100),
  dbUrl: requiredText(500, '数据源地址不能为空'),
  dbName: optionalText(100),
  dbUsername: optionalText(100),
  /** Write-only: empty or absent keeps the stored password on edit. */
  dbPassword: optionalText(100),
};
export const dataSourceAddBodySchema = z.looseObject(dataSourceFields);
export type DataSourceAddBody = z.input<typeof dataSourceAddBodySchema>;
export type DataSourceAddValues = z.output<typeof dataSourceAddBodySchema>;
export const dataSourceEditBodySchema = z.looseObject({ id: idText(), ...dataSourceFields });
export type DataSourceEditBody = z.input<typeof dataSourceEditBodySchema>;
export type DataSourceEditValues = z.output<typeof dataSourceEditBodySchema>;

/** The connection to try: the form's values; with `id` and no password the stored password is used. */
export const testConnectionBodySchema = z.looseObject({
  id: z.string().max(64).optional().nullable(),
  dbType: requiredText(10, '数据库类型不能为空'),
  dbDriver: optionalText(100),
  dbUrl: requiredText(500, '数据源地址不能为空'),
  dbName: optionalText(100),
  dbUsername: optionalText(100),
  dbPassword: optionalText(100),
});
export type TestConnectionBody = z.input<typeof testConnectionBodySchema>;
export type TestConnectionValues = z.output<typeof testConnectionBodySchema>;

const messageResult = resultSchema(z.string().nullable());
const readAccess = { menu: DATA_SOURCE_MENU } as const;

export const dataSourceList = endpoint({
  method: 'GET',
  path: '/sys/dataSource/list',
  auth: true,
  access: readAccess,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysDataSourceSchema).nullable()),
});

/** `GET options`: `[{value: code, label: name, text: name}]` for data-source pickers. */
export const dataSourceOptions = endpoint({
  method: 'GET',
  path: '/sys/dataSource/options',
  auth: true,
  access: readAccess,
  response: resultSchema(z.array(z.looseObject({ value: z.string(), label: z.string(), text: z.string() })).nullable()),
});

export const dataSourceAdd = endpoint({
  method: 'POST',
  path: '/sys/dataSource/add',
  source: 'SysDataSourceController#add',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:datasource:add' },
  body: dataSourceAddBodySchema,
  response: messageResult,
});

export const dataSourceEdit = endpoint({
  method: 'PUT',
  path: '/sys/dataSource/edit',
  source: 'SysDataSourceController#edit',
  since: '3.4.0',
  auth: true,
  alsoMethods: ['POST'],
  access: { button: 'system:datasource:edit' },
  body: dataSourceEditBodySchema,
  response: messageResult,
});

export const dataSourceDelete = endpoint({
  method: 'DELETE',
  path: '/sys/dataSource/delete',
  source: 'SysDataSourceController#delete',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:datasource:delete' },
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

export const dataSourceDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/dataSource/deleteBatch',
  source: 'SysDataSourceController#deleteBatch',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:datasource:delete' },
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

export const dataSourceQueryById = endpoint({
  method: 'GET',
  path: '/sys/dataSource/queryById',
  auth: true,
  access: readAccess,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(sysDataSourceSchema.nullable()),
});

/** ok200 `数据库连接成功`; failure: success:false `数据库连接失败：<reason>` (never a stack trace). */
export const dataSourceTestConnection = endpoint({
  method: 'POST',
  path: '/online/cgreport/api/testConnection',
  source: 'online module jar (closed source; called by SysDataSourceModal.vue)',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:datasource:test' },
  body: testConnectionBodySchema,
  response: messageResult,
});

/**
 * `GET exportXls` (SysDataSourceController#exportXls, the generic export): `多数据源管理.xls`, SysDataSource's
 * `@Excel` columns with the `database_type` texts. The `密码` column stays empty: the password is write-only here
 * (hardening; the real server exports the stored, encrypted password).
 */
export const dataSourceExportXls = exportXlsEndpoint('/sys/dataSource/exportXls', readAccess, {
  source: 'SysDataSourceController#exportXls',
  since: '3.4.0',
  ...ANY_METHOD,
});

/**
 * `POST importExcel` (multipart `file`): the generic import, all rows or none, ok200 `文件导入成功！数据行数：N`.
 * Rows are checked as `add` checks them (free code, required type and address); a password in the file is stored
 * encrypted as `add` stores it. Who may add data sources may import them.
 */
export const dataSourceImportExcel = importExcelEndpoint(
  '/sys/dataSource/importExcel',
  { button: 'system:datasource:add' },
  { source: 'SysDataSourceController#importExcel', since: '3.4.0' },
);

/** One row of the data sources sheet (`所属部门` is the importer's, as on `add`). */
export const dataSourceImportRowSchema = z.object(dataSourceFields);
export type DataSourceImportRow = z.output<typeof dataSourceImportRowSchema>;
