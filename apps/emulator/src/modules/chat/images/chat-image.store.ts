import { open } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { CHAT_IMAGE_MAX_BYTES } from '@cropwatch/contract';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../../core/config/emulator.config';
import { ChatFrameError } from '../chat.errors';
import { type ImageInfo, readImageInfo } from './image-info';

/** An uploaded image a question refers to, read and checked. */
export interface StoredImage {
  /** The upload path as the client sent it (`temp/field_1700000000000.png`). */
  path: string;
  data: Buffer;
  info: ImageInfo;
}

/** Upload paths as `/sys/common/upload` returns them: relative, `/`-separated, no `..`, no odd characters. */
const UPLOAD_PATH = /^(?!.*\.\.)(?![/\\])[\p{L}\p{N}._\-()（）/]{1,255}$/u;

/**
 * Resolves the images of a chat message: files stored by `/sys/common/upload` under `DATA_DIR/upload`.
 * Rules (spec §5 "image size limit exists"): at most 5 MB each, and the bytes must be PNG, JPEG, GIF, WebP
 * or BMP by magic number whatever the file name says.
 */
@Injectable()
export class ChatImageStore {
  constructor(@Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig) {}

  get root(): string {
    return path.join(this.config.dataDir, 'upload');
  }

  async load(uploadPath: string): Promise<StoredImage> {
    const clean = uploadPath.trim();
    if (!UPLOAD_PATH.test(clean)) throw new ChatFrameError('image-not-found', `图片路径不合法：${clean.slice(0, 80)}`);
    const file = path.resolve(this.root, clean);
    if (!file.startsWith(this.root + path.sep)) throw new ChatFrameError('image-not-found', '图片路径不合法');
    let handle;
    try {
      handle = await open(file, 'r');
    } catch {
      throw new ChatFrameError('image-not-found', `图片不存在：${clean}`);
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw new ChatFrameError('image-not-found', `图片不存在：${clean}`);
      if (stat.size > CHAT_IMAGE_MAX_BYTES) {
        throw new ChatFrameError(
          'image-too-large',
          `图片大小超出5MB限制（${(stat.size / 1024 / 1024).toFixed(1)} MB），请压缩后重新上传`,
        );
      }
      const data = await handle.readFile();
      const info = readImageInfo(data);
      if (!info) throw new ChatFrameError('image-type', '请上传图片：只支持 PNG、JPEG、GIF、WebP、BMP 图片');
      return { path: clean, data, info };
    } finally {
      await handle.close();
    }
  }
}
