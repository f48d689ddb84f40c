import { type Bulletin, type BulletinTable, WORDS } from './bulletin-model';

/** Where the console and any Markdown viewer on the same origin load stored images from. */
export const STATIC_PREFIX = '/jeecg-boot/sys/common/static/';

/** A table cell: pipes and line breaks would end the cell. */
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

function table(t: BulletinTable): string {
  const lines = [
    `| ${t.header.map(cell).join(' | ')} |`,
    `|${t.header.map(() => '---').join('|')}|`,
    ...t.rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
  return `${lines.join('\n')}\n\n*${t.caption}*`;
}

/** The bulletin as CommonMark with GFM tables: `#` title, `##` chapters, `###` partitions, `####` items. */
export function renderMarkdown(b: Bulletin): string {
  const w = WORDS[b.lang];
  const out: string[] = [`# ${b.title}`, b.periodLine, `> ${b.dataLine ?? w.demo}`];
  for (const chapter of b.chapters) {
    out.push(`## ${chapter.name}`);
    for (const partition of chapter.partitions) {
      out.push(`### ${partition.name}`);
      for (const item of partition.items) {
        out.push(`#### ${item.heading}`);
        out.push(item.text ? item.text.trim() : `*${w.notGenerated}*`);
        if (item.table) out.push(table(item.table));
        if (item.image) out.push(`![${item.heading}](${STATIC_PREFIX}${encodeURI(item.image.path)})`);
        if (item.note) out.push(`*${item.note}*`);
      }
    }
  }
  return `${out.join('\n\n')}\n`;
}
