// A local stand-in for an OpenAI-compatible provider: POST /v1/chat/completions answers a
// chat.completion object. Tests point AI_PROVIDER_URL at it (never the internet) and inspect the
// requests it received. `npx tsx tests/support/openai-stub.ts [port]` runs it by hand.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubMessage {
  role: string;
  content: string;
}

export interface StubRequest {
  authorization: string | null;
  model: string;
  messages: StubMessage[];
}

export interface OpenAiStubOptions {
  port?: number;
  /** The assistant's text for a request; default: a summary or a description by the system prompt. */
  reply?: (request: StubRequest) => string;
  /** Answer this HTTP status instead (e.g. 500, 429) — the provider failing. */
  status?: number;
  /** Wait before answering (a slow provider). */
  delayMs?: number;
}

export interface OpenAiStub {
  /** API base, like https://api.openai.com/v1 — what AI_PROVIDER_URL takes. */
  url: string;
  requests: StubRequest[];
  options: OpenAiStubOptions;
  stop(): Promise<void>;
}

export const STUB_SUMMARY_PREFIX = 'Stub model summary:';

export function defaultReply(request: StubRequest): string {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
  if (/job descriptions/i.test(system)) {
    const details = request.messages.find((m) => m.content.startsWith('Role details'))?.content ?? '';
    const title = /"title":"([^"]*)"/.exec(details)?.[1] ?? 'the role';
    return [
      'About the role',
      `Stub model description for ${title}.`,
      '',
      'Responsibilities',
      '• Do the work well',
      '',
      'Requirements',
      '• The right experience',
      '',
      'Nice to have',
      '• Curiosity',
      '',
      'What we offer',
      '• A good team',
    ].join('\n');
  }
  const facts = request.messages.find((m) => m.content.startsWith('Screening facts'))?.content ?? '';
  const title = /"title":"([^"]*)"/.exec(facts)?.[1] ?? 'the role';
  return `${STUB_SUMMARY_PREFIX} a considered assessment for ${title}.`;
}

export async function startOpenAiStub(options: OpenAiStubOptions = {}): Promise<OpenAiStub> {
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const send = (status: number, body: unknown) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.method !== 'POST' || !/\/v1\/chat\/completions\/?$/.test(req.url ?? '')) {
          return send(404, {
            error: { message: `Unknown endpoint ${req.method} ${req.url}`, type: 'invalid_request_error' },
          });
        }
        let body: { model?: string; messages?: StubMessage[] };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return send(400, { error: { message: 'Invalid JSON', type: 'invalid_request_error' } });
        }
        const request: StubRequest = {
          authorization: req.headers.authorization ?? null,
          model: body.model ?? '',
          messages: Array.isArray(body.messages) ? body.messages : [],
        };
        requests.push(request);
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        if (options.status && options.status !== 200) {
          return send(options.status, { error: { message: 'Stub failure', type: 'server_error' } });
        }
        const content = (options.reply ?? defaultReply)(request);
        send(200, {
          id: `chatcmpl-stub-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        });
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    options,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run by hand: npx tsx tests/support/openai-stub.ts 54399
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const stub = await startOpenAiStub({ port: Number(process.argv[2] ?? 0) });
  console.log(`OpenAI-compatible stub on ${stub.url}`);
}
