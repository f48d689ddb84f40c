/**
 * The document model both exports render: a bulletin as an ordered tree of chapters, partitions and items,
 * already worded in the analysis language. Building it (data access) and rendering it (Markdown, Word) are
 * kept apart so each renderer is a pure function.
 */

export type Lang = 'zh' | 'en';

export interface BulletinTable {
  header: [string, string, string, string];
  rows: [string, string, string, string][];
  /** Where the numbers come from (`指标表 2025-JUL_OCT · NAM`). */
  caption: string;
}

export interface BulletinImage {
  /** Path below the upload root, as stored on the item. */
  path: string;
  format: 'svg' | 'png' | 'jpg';
  data: Buffer;
  width: number;
  height: number;
}

export interface BulletinItem {
  heading: string;
  /** The current text, or null when the item has none yet. */
  text: string | null;
  table: BulletinTable | null;
  image: BulletinImage | null;
  /** A short note on the input when it cannot be shown (an uploaded workbook, a missing image). */
  note: string | null;
}

export interface BulletinPartition {
  name: string;
  items: BulletinItem[];
}

export interface BulletinChapter {
  name: string;
  partitions: BulletinPartition[];
}

export interface Bulletin {
  title: string;
  lang: Lang;
  /** `监测时期：2025年7–10月 · 生育期：灌浆期`. */
  periodLine: string;
  /**
   * Which dataset the figures come from (name, version, citation, licence), with the demo notice when it is
   * synthetic; the demo notice alone when absent.
   */
  dataLine?: string;
  chapters: BulletinChapter[];
}

/** Fixed wording of the exports in both languages. */
export const WORDS = {
  zh: {
    notGenerated: '（本条目尚未生成文本）',
    period: '监测时期',
    stage: '生育期',
    demo: '本报告使用演示用合成数据，不是 CropWatch 的真实结果。',
    uploadedTable: '数据表：上传的工作簿',
    missingImage: '图片文件不存在',
  },
  en: {
    notGenerated: '(No text generated for this item yet.)',
    period: 'Monitoring period',
    stage: 'Crop stage',
    demo: 'This bulletin uses synthetic demo data, not actual CropWatch results.',
    uploadedTable: 'Data table: uploaded workbook',
    missingImage: 'Image file not found',
  },
} as const;
