// Monaco from the bundled ESM build: the editor core, the three modes the console uses, and their workers as Vite
// worker chunks. `loader.config({ monaco })` runs here, at module top level, before any <Editor> mounts, so
// @monaco-editor/react never fetches its default CDN copy (monaco-react #780).
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/languages/features/json/register';
import 'monaco-editor/languages/definitions/sql/register';
import 'monaco-editor/languages/definitions/javascript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

loader.config({ monaco });

export { monaco };
