import { useQuery } from '@tanstack/react-query';
import {
  type AnalysisItem,
  analysisItemList,
  type AnalysisMain,
  analysisMainList,
  chatMessageExportTable,
  chatMessageToBulletin,
  chatSessionExport,
  type ChatToBulletinBody,
} from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { call, http, unwrap } from '../../../lib/http';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { saveBlob } from '../../../lib/save-file';

/**
 * Answers that leave the chat (issue #34): the table of an answer as Excel or CSV, the conversation as Markdown or
 * JSON, an answer as the text of a bulletin item.
 */

/** A file name from a title: no path separators or characters Windows refuses. */
export const safeFileName = (title: string, ext: string) =>
  `${
    title
      .replace(/[\\/:*?"<>|\r\n\t]+/g, '_')
      .trim()
      .slice(0, 100) || 'chat'
  }.${ext}`;

/** FileReader rather than `Blob.text()`, like `lib/http-messages` (missing from older browsers and jsdom). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsText(blob);
  });
}

/**
 * The server's refusal when a download answers the Result envelope instead of a file, else null. A JSON file (the
 * conversation export) is a file: only an object with a boolean `success` that is false, and a `code`, is a refusal.
 */
export async function refusalOf(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const body = JSON.parse(await readText(blob)) as unknown;
    if (typeof body === 'object' && body !== null && 'success' in body && 'code' in body && body.success === false) {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
      return message || i18n.t('http.downloadFailed', { ns: 'common' });
    }
  } catch {
    return null;
  }
  return null;
}

/** Downloads and saves a file; a refusal shows the server's message. Never rejects (every failure is shown). */
async function save(path: string, fileName: string, params: Record<string, string | number>): Promise<boolean> {
  let blob: Blob;
  try {
    blob = (await http.get<Blob>(path, { params, responseType: 'blob' })).data;
  } catch {
    return false;
  }
  const refused = blob instanceof Blob ? await refusalOf(blob) : i18n.t('http.downloadFailed', { ns: 'common' });
  if (refused !== null || blob.size === 0) {
    feedback.message.warning(refused || i18n.t('http.downloadFailed', { ns: 'common' }));
    return false;
  }
  saveBlob(blob, fileName);
  return true;
}

const uiLang = currentLanguage;

export function downloadAnswerTable(
  messageId: string,
  index: number,
  format: 'xlsx' | 'csv',
  sessionTitle: string,
): Promise<boolean> {
  const name = `${sessionTitle}-${i18n.t('chat:answerOut.tableFile', { n: index + 1 })}`;
  return save(chatMessageExportTable.path, safeFileName(name, format), {
    id: messageId,
    index,
    format,
    lang: uiLang(),
  });
}

export function exportConversation(
  sessionId: string,
  title: string,
  format: 'md' | 'json' | 'docx',
  leafId: string | null,
): Promise<boolean> {
  return save(chatSessionExport.path, safeFileName(title, format), {
    id: sessionId,
    format,
    lang: uiLang(),
    ...(leafId ? { leafId } : {}),
  });
}

export async function sendToBulletin(body: ChatToBulletinBody): Promise<AnalysisItem | null> {
  return unwrap(await call(chatMessageToBulletin, { body }));
}

/** Bulletins to choose from, newest first. */
export const useBulletinAnalyses = (enabled: boolean) =>
  useQuery({
    queryKey: ['chat', 'to-bulletin', 'analyses'],
    enabled,
    queryFn: async (): Promise<AnalysisMain[]> =>
      unwrap(await call(analysisMainList, { query: { pageNo: 1, pageSize: 100, column: 'createTime', order: 'desc' } }))
        .records,
  });

/** The items (sections) of one bulletin. */
export const useBulletinItems = (analysisId: string | null) =>
  useQuery({
    queryKey: ['chat', 'to-bulletin', 'items', analysisId],
    enabled: analysisId !== null,
    queryFn: async (): Promise<AnalysisItem[]> =>
      unwrap(await call(analysisItemList, { query: { analysisId: analysisId ?? '', pageNo: 1, pageSize: 500 } }))
        .records,
  });
