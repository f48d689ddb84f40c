/**
 * The worker thread that holds one loaded GGUF model (node-llama-cpp, CPU only). Its source is a string run with
 * `new Worker(source, { eval: true })`: node-llama-cpp is an ES module that the emulator (CommonJS, and its jest
 * runs) cannot `require`, and a thread keeps token generation off the event loop. Nothing here downloads or builds:
 * `build: 'never'` and `skipDownload` make a missing prebuilt binary an error instead.
 *
 * Messages in (`WorkerIn`) and out (`WorkerOut`) are below; one generation runs at a time (the host queues).
 */

export interface WorkerLoad {
  type: 'load';
  /** file: URL of node-llama-cpp's entry (resolved by the host). */
  libUrl: string;
  file: string;
  architecture: string | null;
  contextSize: number;
  threads: number;
}

export interface WorkerHistoryItem {
  role: 'user' | 'assistant';
  text: string;
}

export interface WorkerFunction {
  name: string;
  description: string;
  params: unknown;
}

export interface WorkerGenerate {
  type: 'generate';
  id: number;
  system: string;
  history: WorkerHistoryItem[];
  question: string;
  temperature: number;
  maxTokens: number;
  /** Tools the model may call (grammar-constrained by node-llama-cpp); empty: none. */
  functions: WorkerFunction[];
}

/**
 * How many tokens the prompt of a generation with this history would take, as node-llama-cpp renders it (the model's
 * chat template, the tool documentation, the model's tokenizer), with the answer's empty start: what the host fits
 * into the context before it sends `generate`.
 */
export interface WorkerCount {
  type: 'count';
  id: number;
  system: string;
  history: WorkerHistoryItem[];
  question: string;
  functions: WorkerFunction[];
}

export type WorkerIn =
  | WorkerLoad
  | WorkerGenerate
  | WorkerCount
  | { type: 'abort'; id: number }
  | { type: 'tool-result'; id: number; callId: number; result: unknown }
  | { type: 'dispose' };

export type WorkerOut =
  | { type: 'loaded'; milliseconds: number; trainContextSize: number; contextSize: number }
  | { type: 'load-error'; problem: 'unsupported-architecture' | 'too-large' | 'load-failed'; detail: string }
  | { type: 'text'; id: number; text: string }
  /** The answer of `count`: the prompt's tokens, or -1 with `detail` when it could not be rendered. */
  | { type: 'count'; id: number; tokens: number; detail?: string }
  | { type: 'tool'; id: number; callId: number; name: string; params: unknown }
  | {
      type: 'end';
      id: number;
      promptTokens: number;
      completionTokens: number;
      /** node-llama-cpp's stop reason (`eogToken`, `maxTokens`, `abort`, …). */
      stopReason: string;
      /** Whether the tools could be offered (false: the model's chat format cannot call functions). */
      functionsOffered: boolean;
    }
  | {
      type: 'error';
      id: number;
      detail: string;
      /** The system prompt, tool documentation and question do not fit the context (node-llama-cpp cannot shift it). */
      contextTooSmall?: boolean;
    };

export const LOCAL_MODEL_WORKER_SOURCE = String.raw`
const { parentPort } = require('node:worker_threads');
let lib = null, llama = null, model = null, context = null, sequence = null, chatWrapper = null;
const logs = [];
const runs = new Map();
const toolWaits = new Map();
let nextCall = 1;
const post = (m) => parentPort.postMessage(m);
const errText = (e) => (e && e.message) ? String(e.message) : String(e);

/** JSON schema keys node-llama-cpp's grammar accepts; the others (minimum, maximum, …) are dropped. */
function grammarSchema(s) {
  if (!s || typeof s !== 'object') return s;
  if (Array.isArray(s)) return s.map(grammarSchema);
  const out = {};
  for (const k of ['type', 'enum', 'const', 'description', 'required', 'oneOf']) if (s[k] !== undefined) out[k] = grammarSchema(s[k]);
  if (s.items) out.items = grammarSchema(s.items);
  if (s.properties) {
    out.properties = {};
    for (const [k, v] of Object.entries(s.properties)) out.properties[k] = grammarSchema(v);
  }
  if (out.type === 'object' && !out.properties) out.properties = {};
  return out;
}

async function load(m) {
  const started = Date.now();
  try {
    lib = await import(m.libUrl);
    if (m.architecture && !Object.values(lib.GgufArchitectureType).includes(m.architecture)) {
      post({ type: 'load-error', problem: 'unsupported-architecture', detail: m.architecture });
      return;
    }
    llama = await lib.getLlama({
      gpu: false, build: 'never', usePrebuiltBinaries: true, skipDownload: true, progressLogs: false,
      maxThreads: m.threads, logLevel: lib.LlamaLogLevel.warn,
      logger: (level, text) => { logs.push(String(text)); if (logs.length > 50) logs.shift(); },
    });
    model = await llama.loadModel({ modelPath: m.file, gpuLayers: 0, useMmap: true });
    const contextSize = Math.min(m.contextSize, model.trainContextSize || m.contextSize);
    context = await model.createContext({ contextSize, sequences: 1, threads: m.threads });
    sequence = context.getSequence();
    // The wrapper LlamaChatSession picks ('auto'), so counted prompts are the ones generated.
    chatWrapper = lib.resolveChatWrapper(model);
    post({ type: 'loaded', milliseconds: Date.now() - started, trainContextSize: model.trainContextSize, contextSize: context.contextSize });
  } catch (e) {
    const said = logs.join('\n');
    const arch = /unknown model architecture: '([^']*)'/.exec(said);
    if (arch) post({ type: 'load-error', problem: 'unsupported-architecture', detail: arch[1] });
    else if (lib && e instanceof lib.InsufficientMemoryError) post({ type: 'load-error', problem: 'too-large', detail: errText(e) });
    else post({ type: 'load-error', problem: 'load-failed', detail: (errText(e) + (said ? ' (' + said.split('\n').slice(-3).join(' / ') + ')' : '')).slice(0, 500) });
  }
}

function chatHistoryOf(m) {
  const history = [{ type: 'system', text: m.system }];
  for (const h of m.history) history.push(h.role === 'user' ? { type: 'user', text: h.text } : { type: 'model', response: [h.text] });
  return history;
}

function count(m) {
  try {
    const chatHistory = chatHistoryOf(m);
    chatHistory.push({ type: 'user', text: m.question }, { type: 'model', response: [] });
    let availableFunctions;
    if (m.functions.length > 0) {
      availableFunctions = {};
      for (const f of m.functions) availableFunctions[f.name] = { description: f.description, params: grammarSchema(f.params) };
    }
    const { contextText } = chatWrapper.generateContextState({ chatHistory, availableFunctions });
    post({ type: 'count', id: m.id, tokens: contextText.tokenize(model.tokenizer).length });
  } catch (e) {
    post({ type: 'count', id: m.id, tokens: -1, detail: errText(e).slice(0, 500) });
  }
}

async function generate(m) {
  const controller = new AbortController();
  runs.set(m.id, controller);
  let session = null;
  try {
    session = new lib.LlamaChatSession({ contextSequence: sequence, autoDisposeSequence: false });
    session.setChatHistory(chatHistoryOf(m));
    let functions;
    let functionsOffered = false;
    if (m.functions.length > 0) try {
      functions = {};
      for (const f of m.functions) {
        functions[f.name] = lib.defineChatSessionFunction({
          description: f.description,
          params: grammarSchema(f.params),
          handler: (params) => new Promise((resolve) => {
            const callId = nextCall++;
            toolWaits.set(callId, resolve);
            post({ type: 'tool', id: m.id, callId, name: f.name, params: params === undefined ? {} : params });
          }),
        });
      }
      functionsOffered = true;
    } catch (e) {
      void e;
      functions = undefined;
    }
    const before = sequence.tokenMeter.getState();
    const res = await session.promptWithMeta(m.question, {
      temperature: m.temperature, maxTokens: m.maxTokens, signal: controller.signal, stopOnAbortSignal: true,
      functions, onTextChunk: (text) => post({ type: 'text', id: m.id, text }),
    });
    const after = sequence.tokenMeter.getState();
    post({
      type: 'end', id: m.id,
      promptTokens: after.usedInputTokens - before.usedInputTokens,
      completionTokens: after.usedOutputTokens - before.usedOutputTokens,
      stopReason: controller.signal.aborted ? 'abort' : String(res.stopReason), functionsOffered,
    });
  } catch (e) {
    if (controller.signal.aborted) post({ type: 'end', id: m.id, promptTokens: 0, completionTokens: 0, stopReason: 'abort', functionsOffered: false });
    else {
      const detail = errText(e);
      post({ type: 'error', id: m.id, detail: detail.slice(0, 500), contextTooSmall: /compress chat history|history that fits the context/.test(detail) });
    }
  } finally {
    runs.delete(m.id);
    if (session) session.dispose({ disposeSequence: false });
  }
}

parentPort.on('message', (m) => {
  if (m.type === 'load') void load(m);
  else if (m.type === 'generate') void generate(m);
  else if (m.type === 'count') count(m);
  else if (m.type === 'abort') { const c = runs.get(m.id); if (c) c.abort(); }
  else if (m.type === 'tool-result') { const r = toolWaits.get(m.callId); toolWaits.delete(m.callId); if (r) r(m.result); }
  else if (m.type === 'dispose') {
    void (async () => {
      try { if (context) await context.dispose(); if (model) await model.dispose(); if (llama) await llama.dispose(); } catch (e) { void e; }
      process.exit(0);
    })();
  }
});
`;
