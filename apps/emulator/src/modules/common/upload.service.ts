import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { UploadMessages, uploadFieldsSchema } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { validate } from '../../core/validation/validate';
import { checkUploadType, storedName, storedNameParts } from './file-type';

/** The part of a multer file the service reads. */
export interface UploadedFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** Uploaded and generated files live below `DATA_DIR/upload` (JeecgBoot's `jeecg.path.upload`). */
export const uploadRootOf = (dataDir: string) => path.resolve(dataDir, 'upload');

/** Truthy form values as a Java `oConvertUtils.isNotEmpty` + "1"/"true" reading would take them. */
const isOn = (v: string | undefined) => !!v && !['0', 'false', 'off', 'no'].includes(v.trim().toLowerCase());

/**
 * CommonController.upload for local storage (contract §8.1), with the checks JeecgBoot lacks: `biz` must be a
 * plain relative folder, the file must be of an allowed type by extension and content, and the stored name is
 * generated (the original name is cleaned and never used as a path). Existing files are never overwritten.
 */
@Injectable()
export class UploadService {
  constructor(
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  get root(): string {
    return uploadRootOf(this.config.dataDir);
  }

  /** Stores the file; returns its path relative to the upload root with `/` separators. */
  async store(file: UploadedFile | undefined, form: unknown): Promise<string> {
    const fields = validate(uploadFieldsSchema, form ?? {});
    if (!file) throw new JeecgError(`${UploadMessages.failed}未找到文件（表单字段须命名为 file）`);
    if (file.size === 0) throw new JeecgError(`${UploadMessages.failed}文件内容为空`);
    const biz = (fields.biz ?? '').replace(/\/+$/, '').replace(/\/{2,}/g, '/');
    const editorOnly = isOn(fields.jeditor) || biz === 'jeditor' || biz.startsWith('jeditor/');
    const parts = storedNameParts(file.originalname);
    checkUploadType(parts.ext, file.buffer, editorOnly);

    const dir = path.resolve(this.root, biz);
    if (dir !== this.root && !dir.startsWith(this.root + path.sep)) throw new JeecgError(UploadMessages.badBiz);
    await mkdir(dir, { recursive: true });
    for (let millis = this.clock.now(), attempt = 0; attempt < 1000; millis++, attempt++) {
      const name = storedName(parts, millis);
      try {
        await writeFile(path.join(dir, name), file.buffer, { flag: 'wx' });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw e;
      }
      return biz ? `${biz}/${name}` : name;
    }
    throw new JeecgError(UploadMessages.failed);
  }
}
