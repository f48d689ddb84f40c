import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Not, type Repository } from 'typeorm';
import {
  type DataSourceAddValues,
  type DataSourceEditValues,
  type DataSourceImportRow,
  dataSourceImportRowSchema,
  DataSourceMessages,
  type SysDataSource,
  type TestConnectionValues,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { newId } from '../../core/database/id';
import { type DictTexts, withDictText } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { bulkInsert } from '../../core/excel/bulk-insert';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import { genericImportOk, type ImportSpec } from '../../core/excel/excel-import.service';
import { exportRows } from '../../core/excel/export-rows';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { DictService } from '../dict';
import { connectionIdentity, type ConnectionFields, usesPassword } from './connection-target';
import { testConnection } from './connection-tester';
import { DataSourceEntity } from './entities/data-source.entity';
import { PASSWORD_CIPHER, type PasswordCipher } from './password-cipher';

/** The wire form: everything but the password, which is write-only. */
export const toDataSourceJson = (d: DataSourceEntity): SysDataSource => ({
  id: d.id,
  code: d.code,
  name: d.name,
  remark: d.remark,
  dbType: d.dbType,
  dbDriver: d.dbDriver,
  dbUrl: d.dbUrl,
  dbName: d.dbName,
  dbUsername: d.dbUsername,
  hasPassword: !!d.dbPassword,
  createBy: d.createBy,
  createTime: formatDateTime(d.createTime),
  updateBy: d.updateBy,
  updateTime: formatDateTime(d.updateTime),
  sysOrgCode: d.sysOrgCode,
});

/** The sheet of `exportXls`/`importExcel`: SysDataSource's `@Excel` columns (3.4.0); `密码` is never filled in. */
export const DATA_SOURCE_COLUMNS: ExcelColumn[] = [
  { key: 'code', header: '数据源编码' },
  { key: 'name', header: '数据源名称' },
  { key: 'remark', header: '备注' },
  { key: 'dbType', header: '数据库类型', dict: 'database_type' },
  { key: 'dbDriver', header: '驱动类' },
  { key: 'dbUrl', header: '数据源地址' },
  { key: 'dbName', header: '数据库名称' },
  { key: 'dbUsername', header: '用户名' },
  { key: 'dbPassword', header: '密码' },
  { key: 'sysOrgCode', header: '所属部门' },
];

export const DATA_SOURCE_LIST_FIELDS: ListFields = {
  id: 'string',
  code: 'string',
  name: 'string',
  remark: 'string',
  dbType: 'string',
  dbDriver: 'string',
  dbUrl: 'string',
  dbName: 'string',
  dbUsername: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** `/sys/dataSource/*` after SysDataSourceController, with the password encrypted and never answered. */
@Injectable()
export class DataSourceService {
  constructor(
    @InjectRepository(DataSourceEntity) private readonly sources: Repository<DataSourceEntity>,
    @Inject(PASSWORD_CIPHER) private readonly cipher: PasswordCipher,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Rows with `dbType_dictText` (dictionary `database_type`). */
  async list(query: ListQuery): Promise<IPage<SysDataSource>> {
    const plan = planListQuery(DATA_SOURCE_LIST_FIELDS, query, 'd');
    const texts = await this.dicts.texts(['database_type']);
    return fetchPage(
      this.sources.createQueryBuilder('d'),
      plan,
      (rows) => rows.map((r) => withDictText(toDataSourceJson(r), { dbType: 'database_type' }, texts)),
      'id',
    );
  }

  async options(): Promise<{ value: string; label: string; text: string }[]> {
    const rows = await this.sources.find({ order: { createTime: 'DESC' } });
    return rows.map((r) => ({ value: r.code, label: r.name, text: r.name }));
  }

  async queryById(id: string): Promise<SysDataSource> {
    return toDataSourceJson(await this.find(id));
  }

  private async find(id: string): Promise<DataSourceEntity> {
    const row = await this.sources.findOne({ where: { id } });
    if (!row) throw new JeecgError('未找到对应数据');
    return row;
  }

  private async assertCodeFree(code: string, exceptId?: string): Promise<void> {
    if (await this.sources.exists({ where: { code, ...(exceptId ? { id: Not(exceptId) } : {}) } })) {
      throw new JeecgError(`${DataSourceMessages.codeTaken}：${code}`);
    }
  }

  typeTexts(): Promise<DictTexts> {
    return this.dicts.texts(['database_type']);
  }

  /** `exportXls`: the list's filters (or the `selections`), by id; the wire form, so no password. */
  exportRows(query: ListQuery): Promise<SysDataSource[]> {
    return exportRows(this.sources.createQueryBuilder('d'), DATA_SOURCE_LIST_FIELDS, query, toDataSourceJson);
  }

  /** `importExcel`: each row checked as `add` checks it (free code); the password encrypted; all rows or none. */
  async importSpec(user: Principal): Promise<ImportSpec<DataSourceImportRow>> {
    const codes = new Set((await this.sources.find({ select: { code: true } })).map((r) => r.code));
    return {
      entity: 'sysDataSource',
      columns: DATA_SOURCE_COLUMNS,
      schema: dataSourceImportRowSchema,
      dicts: await this.typeTexts(),
      atomic: true,
      okMessage: genericImportOk,
      check: (row) => {
        if (codes.has(row.code)) return `${DataSourceMessages.codeTaken}：${row.code}`;
        codes.add(row.code);
        return null;
      },
      insert: async (em: EntityManager, rows) => {
        const now = this.clock.now();
        await bulkInsert(em, DataSourceEntity, rows, (r) => ({
          id: newId(this.clock.now()),
          code: r.code,
          name: r.name,
          remark: r.remark ?? null,
          dbType: r.dbType,
          dbDriver: r.dbDriver ?? null,
          dbUrl: r.dbUrl,
          dbName: r.dbName ?? null,
          dbUsername: r.dbUsername ?? null,
          dbPassword: r.dbPassword ? this.cipher.encrypt(r.dbPassword) : null,
          sysOrgCode: user.orgCode ?? null,
          createBy: user.username,
          createTime: new Date(now),
          updateBy: null,
          updateTime: null,
        }));
      },
    };
  }

  async add(body: DataSourceAddValues, user: Principal): Promise<void> {
    await this.assertCodeFree(body.code);
    const now = this.clock.now();
    await this.sources.insert({
      id: newId(now),
      code: body.code,
      name: body.name,
      remark: body.remark ?? null,
      dbType: body.dbType,
      dbDriver: body.dbDriver ?? null,
      dbUrl: body.dbUrl,
      dbName: body.dbName ?? null,
      dbUsername: body.dbUsername ?? null,
      dbPassword: body.dbPassword ? this.cipher.encrypt(body.dbPassword) : null,
      sysOrgCode: user.orgCode ?? null,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
  }

  /**
   * An empty or absent password keeps the stored one, but only for the same target (issue #29): changing the
   * type, host, port, database or user of a source with a stored password needs the password again.
   */
  async edit(body: DataSourceEditValues, user: Principal): Promise<void> {
    const row = await this.sources.findOne({ where: { id: body.id } });
    if (!row) throw new JeecgError('未找到对应实体');
    if (body.code !== row.code) await this.assertCodeFree(body.code, row.id);
    const next: ConnectionFields = {
      dbType: body.dbType,
      dbUrl: body.dbUrl,
      dbName: body.dbName === undefined ? row.dbName : body.dbName,
      dbUsername: body.dbUsername === undefined ? row.dbUsername : body.dbUsername,
    };
    let password = body.dbPassword ? this.cipher.encrypt(body.dbPassword) : row.dbPassword;
    if (!body.dbPassword && row.dbPassword && !this.sameTarget(row, next)) {
      // A file target needs no password: the old one is dropped rather than kept for a target it was not typed for.
      if (usesPassword(next, this.config.dataDir)) throw new JeecgError(DataSourceMessages.passwordRequired);
      password = null;
    }
    await this.sources.update(
      { id: row.id },
      {
        code: body.code,
        name: body.name,
        remark: body.remark === undefined ? row.remark : body.remark,
        dbType: body.dbType,
        dbDriver: body.dbDriver === undefined ? row.dbDriver : body.dbDriver,
        dbUrl: body.dbUrl,
        dbName: next.dbName,
        dbUsername: next.dbUsername,
        dbPassword: password,
        updateBy: user.username,
        updateTime: new Date(this.clock.now()),
      },
    );
  }

  async delete(ids: string[]): Promise<number> {
    return (await this.sources.delete({ id: In(ids) })).affected ?? 0;
  }

  /** Whether `fields` reach the target the stored row's password was stored for. */
  private sameTarget(row: DataSourceEntity, fields: ConnectionFields): boolean {
    const stored = { dbType: row.dbType ?? '', dbUrl: row.dbUrl ?? '', dbName: row.dbName, dbUsername: row.dbUsername };
    return connectionIdentity(stored, this.config.dataDir) === connectionIdentity(fields, this.config.dataDir);
  }

  /**
   * Tries the form's connection. Without a typed password the stored one of `id` is used, and only when the form
   * still names the target it was stored with (issue #29: same type, host, port, database and user); otherwise the
   * password is required and nothing is sent. Returns the message.
   */
  async testConnection(body: TestConnectionValues): Promise<string> {
    let password = body.dbPassword || null;
    if (!password && body.id) {
      const row = await this.sources.findOne({ where: { id: body.id } });
      // A file target receives no password: nothing stored is read for it.
      if (row?.dbPassword && usesPassword(body, this.config.dataDir)) {
        if (!this.sameTarget(row, body))
          throw new JeecgError(`${DataSourceMessages.failedPrefix}${DataSourceMessages.passwordRequired}`);
        password = this.cipher.decrypt(row.dbPassword);
      }
    }
    const outcome = await testConnection(
      { ...body, dbPassword: password },
      this.config.dataDir,
      this.config.dataSourceAllowedHosts,
    );
    if (!outcome.ok) throw new JeecgError(`${DataSourceMessages.failedPrefix}${outcome.reason}`);
    return DataSourceMessages.connected;
  }
}
