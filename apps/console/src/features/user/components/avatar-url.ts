import { staticFileUrl } from '../../../components/import-excel/import-excel-modal';

/** The display URL of a stored avatar path (contract §8.1 `getFileAccessHttpUrl`). */
export const avatarUrl = (path: string): string => staticFileUrl(path);
