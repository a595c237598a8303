// The local stack's functions runner, mounted by the gateway at /functions/v1: POST
// /functions/v1/<name> calls the default export of supabase/functions/<name>/index.ts, a standard
// `(req: Request) => Promise<Response>` handler — the same file Supabase Edge runs with
// Deno.serve. The Node request becomes a Web Request and the Response is written back. A function
// that throws or hangs answers a JSON 500/504; it never takes the gateway down.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { StackContext } from './context.ts';
import { BodyTooLargeError, readBody, sendError } from './http.ts';

const FUNCTIONS_DIR = fileURLToPath(new URL('../functions/', import.meta.url));
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 60_000;
/** Folder names Supabase treats as functions: no leading underscore or dot (_shared is code). */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

type FunctionHandler = (req: Request) => Promise<Response>;

// Each invocation sees its own stack's SUPABASE_URL and keys (tests run several stacks in one
// process); supabase/functions/_shared/env.ts reads them through this hook.
// One store for the whole process: this module may be loaded more than once (vitest gives each
// project's global setup its own module graph), and the hook below is global — with a store per
// copy, the last copy's hook could not see the other copy's invocations ("SUPABASE_URL is not set"
// from one stack's functions while a second stack ran beside it).
const shared = globalThis as {
  __partiiFunctionEnv?: () => Record<string, string> | undefined;
  __partiiInvocationEnv?: AsyncLocalStorage<Record<string, string>>;
};
const invocationEnv = (shared.__partiiInvocationEnv ??= new AsyncLocalStorage<Record<string, string>>());
shared.__partiiFunctionEnv = () => invocationEnv.getStore();

function functionFile(dir: string, name: string): string | null {
  if (!FUNCTION_NAME.test(name)) return null;
  const file = path.join(dir, name, 'index.ts');
  return existsSync(file) ? file : null;
}

async function loadFunction(file: string): Promise<FunctionHandler> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  if (typeof mod.default !== 'function') throw new Error(`${file} has no default export handler`);
  return mod.default as FunctionHandler;
}

function toWebRequest(req: IncomingMessage, url: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'host' || key === 'connection' || key === 'content-length') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (new Uint8Array(body) as Uint8Array<ArrayBuffer>) : undefined,
  });
}

async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'content-length' || key === 'transfer-encoding' || key === 'content-encoding') return;
    headers[key] = value;
  });
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FunctionTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

class FunctionTimeoutError extends Error {}

export interface FunctionsOptions {
  /** where the function folders are (default: supabase/functions) */
  functionsDir?: string;
  /** how long a function may take before the runner answers 504 */
  timeoutMs?: number;
}

export function createFunctionsHandler(ctx: StackContext, options: FunctionsOptions = {}) {
  const functionsDir = options.functionsDir ?? FUNCTIONS_DIR;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  return async function handleFunctions(req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
    const bodyPromise = readBody(req, MAX_BODY_BYTES);
    const name = subpath.replace(/^\/+/, '').split('/')[0] ?? '';
    const file = functionFile(functionsDir, name);
    if (!file) {
      req.resume();
      sendError(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return;
    }
    let body: Buffer;
    try {
      body = await bodyPromise;
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        sendError(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: err.message });
      } else {
        sendError(res, 400, { code: 'BAD_REQUEST', message: 'The request body could not be read' });
      }
      return;
    }
    const search = new URL(req.url ?? '/', 'http://local').search;
    const env = {
      ...ctx.config.functionEnv,
      SUPABASE_URL: ctx.config.apiUrl,
      SUPABASE_ANON_KEY: ctx.config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
    };
    try {
      const handler = await loadFunction(file);
      const request = toWebRequest(req, `${ctx.config.apiUrl}/functions/v1${subpath}${search}`, body);
      const response = await withTimeout(
        invocationEnv.run(env, () => handler(request)),
        timeoutMs,
      );
      if (!(response instanceof Response)) throw new Error(`function ${name} did not answer a Response`);
      await writeWebResponse(res, response);
    } catch (err) {
      if (err instanceof FunctionTimeoutError) {
        sendError(res, 504, {
          code: 'FUNCTION_TIMEOUT',
          message: `Function ${name} did not answer within ${timeoutMs / 1000} s`,
        });
        return;
      }
      ctx.log(`[functions] ${name} failed:`, err);
      sendError(res, 500, {
        code: 'FUNCTION_ERROR',
        message: `Function ${name} failed: ${(err as Error)?.message ?? String(err)}`,
      });
    }
  };
}
