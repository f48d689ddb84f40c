import { analysisMainExportDocx, analysisMainExportMarkdown } from '@cropwatch/contract';
import { downloadFile } from '../../../lib/http';

/** Saves the bulletin as Markdown or Word; `downloadFile` shows `文件下载失败` itself on a refusal. */
export function exportBulletin(id: string, title: string, format: 'md' | 'docx'): Promise<void> {
  const endpoint = format === 'md' ? analysisMainExportMarkdown : analysisMainExportDocx;
  const safe = title.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'bulletin';
  return downloadFile(endpoint.path, `${safe}.${format}`, { id });
}
