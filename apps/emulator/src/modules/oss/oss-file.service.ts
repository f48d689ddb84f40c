import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SysOssFile } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { type UploadedFile, UploadService } from '../common';
import { OssFileEntity } from './entities/oss-file.entity';

/** Sub-folder of the upload root that holds OSS files. */
export const OSS_BIZ = 'oss';

export const toOssFileJson = (f: OssFileEntity): SysOssFile => ({
  id: f.id,
  fileName: f.fileName,
  url: f.url,
  createBy: f.createBy,
  createTime: formatDateTime(f.createTime),
  updateBy: f.updateBy,
  updateTime: formatDateTime(f.updateTime),
});

export const OSS_FILE_LIST_FIELDS: ListFields = {
  id: 'string',
  fileName: 'string',
  url: 'string',
  createBy: 'string',
  createTime: 'datetime',
};

/** OssFileController for local storage: the common upload rules store the file, a row remembers it. */
@Injectable()
export class OssFileService {
  constructor(
    @InjectRepository(OssFileEntity) private readonly files: Repository<OssFileEntity>,
    @Inject(UploadService) private readonly uploads: UploadService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<SysOssFile>> {
    const plan = planListQuery(OSS_FILE_LIST_FIELDS, query, 'f');
    if (plan.orderBy.length === 0) plan.orderBy.push({ property: 'createTime', direction: 'DESC' });
    return fetchPage(this.files.createQueryBuilder('f'), plan, (rows) => rows.map(toOssFileJson), 'id');
  }

  async queryById(id: string): Promise<SysOssFile> {
    const row = await this.files.findOne({ where: { id } });
    if (!row) throw new JeecgError('未找到对应实体');
    return toOssFileJson(row);
  }

  /** Size limit, type allowlist, magic number and the safe stored name are the common upload's. */
  async upload(file: UploadedFile | undefined, user: Principal, biz = OSS_BIZ): Promise<SysOssFile> {
    const url = await this.uploads.store(file, { biz });
    const now = this.clock.now();
    const row: OssFileEntity = {
      id: newId(now),
      fileName: path.basename(file?.originalname ?? url).slice(0, 255),
      url,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    };
    await this.files.insert(row);
    return toOssFileJson(row);
  }

  /** Deletes the row and its stored file (a file already gone is not an error). */
  async delete(id: string): Promise<void> {
    const row = await this.files.findOne({ where: { id } });
    if (!row) throw new JeecgError('未找到对应实体');
    const file = path.resolve(this.uploads.root, row.url);
    if (file.startsWith(this.uploads.root + path.sep)) await rm(file, { force: true });
    await this.files.delete({ id });
  }
}
