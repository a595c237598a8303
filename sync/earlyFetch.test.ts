import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pulledRow } from '../src/test-support/pulledRows.ts';
import { takeEarlyConfig, takeEarlyJobRows } from './earlyFetch.ts';
import { fetchPublishedJob } from './publicJob.ts';

const JOB_ID = '2578e4f2-c730-4690-bbdd-d0be2fde1af1';
const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' };
const job = pulledRow('jobs', { id: JOB_ID, status: 'published' });

/** index.html's inline script that starts the early fetches. */
const inlineScript = (() => {
  const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].find((m) => m[1].includes('__partiiEarly'));
  if (!script) throw new Error('index.html has no early-fetch script');
  return script[1];
})();

interface Asked {
  url: string;
  headers?: HeadersInit;
}

/** Runs the inline script as a page at `pathname` would, with `answer` as the network. */
function runInlineScript(pathname: string, answer: (url: string) => Response | Promise<Response>): Asked[] {
  const asked: Asked[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(input), headers: init?.headers });
    return answer(String(input));
  };
  const window = globalThis as unknown as Record<string, unknown>;
  new Function('window', 'location', 'fetch', inlineScript)(window, { pathname }, fetchStub);
  return asked;
}

afterEach(() => {
  delete globalThis.__partiiEarly;
  vi.restoreAllMocks();
});

describe("index.html's early fetches", () => {
  it('ask for the job page’s job exactly as fetchPublishedJob does', async () => {
    const early = runInlineScript(`/job/${JOB_ID}`, (url) => Response.json(url === '/config.json' ? config : [job]));
    const rows = await takeEarlyJobRows(JOB_ID);
    expect(rows).toEqual([job]);

    delete globalThis.__partiiEarly;
    const own: Asked[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      own.push({ url: String(input), headers: init?.headers });
      return Response.json(String(input) === '/config.json' ? config : [job]);
    }) as typeof fetch;
    await fetchPublishedJob(JOB_ID, fetcher);
    expect(early).toEqual(own);
  });

  it('give the job to fetchPublishedJob once, without a request of its own', async () => {
    runInlineScript(`/job/${JOB_ID}`, (url) => Response.json(url === '/config.json' ? config : [job]));
    const fetcher = vi.fn<typeof fetch>();
    expect(await fetchPublishedJob(JOB_ID, fetcher)).toEqual(job);
    expect(fetcher).not.toHaveBeenCalled();
    // Taken: a second call fetches for itself.
    expect(await takeEarlyJobRows(JOB_ID)).toBeNull();
  });

  it('leave fetchPublishedJob to fetch when the early request failed, and never trust a bad answer', async () => {
    runInlineScript(`/job/${JOB_ID}`, () => Promise.reject(new TypeError('Failed to fetch')));
    const fetcher = (async (input: RequestInfo | URL) =>
      Response.json(String(input) === '/config.json' ? config : [job])) as typeof fetch;
    expect(await fetchPublishedJob(JOB_ID, fetcher)).toEqual(job);

    runInlineScript(`/job/${JOB_ID}`, (url) =>
      url === '/config.json' ? Response.json(config) : Response.json({ html: '<h1>Gateway</h1>' }),
    );
    expect(await fetchPublishedJob(JOB_ID, vi.fn<typeof fetch>())).toBeNull();
  });

  it('fetch only the config on other pages, and hand it out once', async () => {
    const asked = runInlineScript('/jobs', () => Response.json(config));
    expect(asked.map((a) => a.url)).toEqual(['/config.json']);
    expect(await takeEarlyJobRows(JOB_ID)).toBeNull();
    expect(await takeEarlyConfig()).toEqual(config);
    expect(await takeEarlyConfig()).toBeNull();
  });

  it('answer null for a config the server refused', async () => {
    runInlineScript('/', () => new Response('nope', { status: 503 }));
    expect(await takeEarlyConfig()).toBeNull();
  });
});
