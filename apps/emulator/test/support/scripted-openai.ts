import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request's answer from the scripted server. */
export type Script =
  /** An HTTP error with an OpenAI-style body. */
  | { status: number; message: string }
  /** A streamed answer: text pieces and/or tool calls, then `[DONE]` (or a dropped connection with `cut`). */
  | {
      text?: string[];
      toolCalls?: { id: string; name: string; arguments: string }[];
      /** Drop the connection after this many text pieces, without `[DONE]`. */
      cut?: number;
      usage?: { prompt_tokens: number; completion_tokens: number };
    };

export interface SeenRequest {
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content?: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
    tool_choice?: unknown;
  };
  auth: string | undefined;
}

const sse = (json: unknown) => `data: ${JSON.stringify(json)}\n\n`;

/**
 * An OpenAI-compatible `/v1/chat/completions` on loopback answering from a script, one entry per request (the
 * last one repeats). Tool calls are streamed the way OpenAI and vLLM do: the id and name first, the arguments
 * in pieces after.
 */
export async function startScriptedOpenAi(scripts: Script[]) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as SeenRequest['body'];
      seen.push({ body, auth: req.headers.authorization });
      const script = scripts[Math.min(seen.length - 1, scripts.length - 1)];
      if ('status' in script) {
        res.writeHead(script.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: script.message } }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const pieces = script.text ?? [];
      let i = 0;
      const next = () => {
        if (script.cut !== undefined && i >= script.cut) {
          res.socket?.destroy();
          return;
        }
        if (i < pieces.length) {
          res.write(sse({ choices: [{ index: 0, delta: { content: pieces[i] }, finish_reason: null }] }));
          i++;
          setTimeout(next, 2);
          return;
        }
        (script.toolCalls ?? []).forEach((c, index) => {
          res.write(
            sse({
              choices: [
                {
                  index: 0,
                  delta: {
                    tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }],
                  },
                },
              ],
            }),
          );
          const half = Math.ceil(c.arguments.length / 2);
          for (const part of [c.arguments.slice(0, half), c.arguments.slice(half)]) {
            res.write(
              sse({ choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: part } }] } }] }),
            );
          }
        });
        const finish = script.toolCalls?.length ? 'tool_calls' : 'stop';
        res.write(sse({ choices: [{ index: 0, delta: {}, finish_reason: finish }] }));
        if (script.usage) res.write(sse({ choices: [], usage: script.usage }));
        res.end('data: [DONE]\n\n');
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
