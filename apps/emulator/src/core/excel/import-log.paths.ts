import path from 'node:path';
import { JeecgError } from '../errors/jeecg.errors';

/** Uploaded and generated files live below `DATA_DIR/upload` (JeecgBoot's `jeecg.path.upload`). */
export const uploadRoot = (dataDir: string) => path.join(dataDir, 'upload');

/**
 * The file of a path below the upload root; refuses anything that would leave it (`..`, absolute paths,
 * backslashes, NUL) instead of stripping like CommonController does (contract §13).
 */
export function importLogPath(dataDir: string, relative: string): string {
  if (!/^[\w\-./]+$/.test(relative) || relative.split('/').some((s) => s === '..' || s === '.' || s === ''))
    throw new JeecgError('文件路径不合法');
  const root = uploadRoot(dataDir);
  const target = path.resolve(root, relative);
  if (!target.startsWith(root + path.sep)) throw new JeecgError('文件路径不合法');
  return target;
}
