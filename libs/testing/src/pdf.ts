/**
 * A minimal valid PDF written by hand (issue #34's ingestion tests): one page per entry, each line of text drawn in
 * the standard Helvetica font, with a correct cross-reference table. ASCII text only (a PDF's Chinese needs an
 * embedded font; the Chinese cases use Word and Markdown).
 */
export function minimalPdf(pages: readonly (readonly string[])[]): Uint8Array {
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  pages.forEach((lines, i) => {
    if (lines.some((l) => /[^\x20-\x7e]/.test(l))) throw new Error('minimalPdf: ASCII text only');
    const escaped = lines.map((l) => `(${l.replace(/[\\()]/g, (c) => `\\${c}`)}) '`);
    const stream = ['BT', '/F1 12 Tf', '72 740 Td', '16 TL', ...escaped, 'ET'].join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
