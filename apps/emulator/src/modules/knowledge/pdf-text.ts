import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The text of each page of a PDF, read by `unpdf` (a serverless build of Mozilla's pdf.js) in a worker thread. The
 * worker's source is a string run with `new Worker(source, { eval: true })`, as the local model's is: unpdf loads
 * pdf.js as an ES module, which the emulator (CommonJS, and its jest runs) cannot `require`, and a thread keeps a
 * 100-page parse off the event loop. The worker is one per document, capped in memory and time, and ended after.
 * pdf.js runs with `isEvalSupported: false` (no code generated from the file) and no font loading.
 */
const PDF_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { getDocumentProxy } = await import(workerData.libUrl);
  const pdf = await getDocumentProxy(new Uint8Array(workerData.data), {
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const pages = [];
  for (let n = 1; n <= Math.min(pdf.numPages, workerData.maxPages); n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (typeof item.str !== 'string') continue;
      text += item.str;
      if (item.hasEOL) text += '\n';
      else if (item.str && !/\s$/.test(item.str)) text += ' ';
    }
    pages.push(text);
    page.cleanup();
  }
  if (typeof pdf.destroy === 'function') await pdf.destroy();
  parentPort.postMessage({ pages });
})().catch((e) => parentPort.postMessage({ error: String((e && e.message) || e) }));
`;

/** Most pages read from one document (the upload limit of 5 MB keeps real files well below). */
const PDF_MAX_PAGES = 2000;
/** A parse still running after this is ended (a crafted file). */
const PDF_TIMEOUT_MS = 30_000;

export class PdfUnreadable extends Error {}

/** One string per page (1-based page = index + 1), lines as pdf.js marks their ends. */
export function pdfPageTexts(content: Buffer): Promise<string[]> {
  const libUrl = pathToFileURL(require.resolve('unpdf')).href;
  return new Promise<string[]>((resolve, reject) => {
    const worker = new Worker(PDF_WORKER_SOURCE, {
      eval: true,
      workerData: { libUrl, data: new Uint8Array(content), maxPages: PDF_MAX_PAGES },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new PdfUnreadable('PDF 解析超时'))), PDF_TIMEOUT_MS);
    worker.on('message', (m: { pages?: string[]; error?: string }) =>
      finish(() => (m.pages ? resolve(m.pages) : reject(new PdfUnreadable(m.error ?? 'PDF 无法解析')))),
    );
    worker.on('error', (e) => finish(() => reject(new PdfUnreadable(e.message))));
    worker.on('exit', () => finish(() => reject(new PdfUnreadable('PDF 无法解析'))));
  });
}
