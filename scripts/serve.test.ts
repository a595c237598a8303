// The static server behind `npm start` and the e2e runs, on a tiny fake build in a temp dir:
// encoding negotiation over precompressed copies, cache headers, the SPA fallback and 404s; the
// crawler pages against a backend that is down and a fake PostgREST (the real stack's answers:
// tests/integration/crawler-pages.test.ts).
import { createServer, request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen, negotiateEncoding } from './serve.mjs';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Partii" /><title>Partii</title></head>' +
  '<body><div id="root"></div></body></html>';
const ENTRY = `export const text = ${JSON.stringify('Partii '.repeat(2000))};\n`;
const SW = 'self.addEventListener("install", () => {});\n';
const CONFIG = { supabaseUrl: 'http://localhost:1', supabaseAnonKey: 'anon' };

let dist: string;
let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
  serverPort = port,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: 'localhost', port: serverPort, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'partii-serve-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'sw.js'), SW);
  await writeFile(path.join(dist, 'assets/index-abc123.js'), ENTRY);
  await writeFile(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(ENTRY));
  await writeFile(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(ENTRY));
  server = createStaticServer({ root: dist, config: CONFIG });
  port = await listen(server, 0);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dist, { recursive: true, force: true });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q-values and *, and falls back to the plain file', () => {
    expect(negotiateEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
  });
});

describe('createStaticServer', () => {
  it('sends the brotli copy to a browser that accepts br, with Vary and a year of immutable cache', async () => {
    const answer = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(ENTRY));
    expect(brotliDecompressSync(answer.body).toString()).toBe(ENTRY);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const answer = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(answer.body).toString()).toBe(ENTRY);
  });

  it('sends the plain file to a client that sends no Accept-Encoding', async () => {
    const answer = await get('/assets/index-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.body.toString()).toBe(ENTRY);
  });

  it('answers a matching If-None-Match with 304 for that encoding only', async () => {
    const first = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers['etag']);
    expect((await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/assets/index-abc123.js', { 'If-None-Match': etag })).status).toBe(200);
  });

  it('never lets the shell, the service worker or the config be cached long', async () => {
    for (const urlPath of ['/', '/index.html', '/sw.js']) {
      const answer = await get(urlPath, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers['cache-control'], urlPath).toBe('no-cache');
    }
    const config = await get('/config.json', { 'Accept-Encoding': 'br, gzip' });
    expect(config.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(config.body.toString())).toEqual(CONFIG);
  });

  it('serves the SPA shell for a client-side route and 404 for a missing asset', async () => {
    const route = await get('/candidates', { 'Accept-Encoding': 'br, gzip' });
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body.toString()).toBe(INDEX);

    const missing = await get('/assets/index-gone.js', { 'Accept-Encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('Not found');
  });

  it('answers HEAD with the headers of the chosen encoding and no body', async () => {
    const answer = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(brotliCompressSync(ENTRY).length);
    expect(answer.body.length).toBe(0);
  });

  it('serves a file rewritten in place at once (the service-worker update flow relies on it)', async () => {
    const before = await get('/sw.js');
    await writeFile(path.join(dist, 'sw.js'), `${SW}// next release\n`);
    const after = await get('/sw.js');
    expect(after.body.toString()).toBe(`${SW}// next release\n`);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
  });

  it('refuses other methods with 405', async () => {
    const answer = await get('/', {}, 'POST');
    expect(answer.status).toBe(405);
    expect(answer.headers['allow']).toBe('GET, HEAD');
  });
});

describe('crawler pages', () => {
  const JOB_ID = '0b9f5c1e-1111-4111-8111-111111111111';
  const JOB = {
    id: JOB_ID,
    title: 'Data Scientist',
    description: 'Improve how we match candidates to roles.',
    location: 'London, United Kingdom',
    status: 'published',
    skills: ['Python'],
    department: 'Data',
    job_type: 'Full-time',
    experience_level: 'Senior',
    salary_range: null,
    salary_min: null,
    salary_max: null,
    must_have_requirements: [],
    company_name: 'Acme',
    created_at: '2026-11-20T09:15:00+00:00',
    updated_at: '2026-11-21T10:00:00+00:00',
  };
  let backend: Server;
  let backendRequests: URL[];
  let served: Server;
  let servedPort: number;

  beforeAll(async () => {
    backendRequests = [];
    // PostgREST as the job page and the sitemap ask it: one published job
    backend = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://backend');
      backendRequests.push(url);
      const id = url.searchParams.get('id');
      const rows =
        url.searchParams.get('select') === 'id,updated_at' ? (id ? [] : [JOB]) : id === `eq.${JOB_ID}` ? [JOB] : [];
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
    });
    const backendPort = await listen(backend, 0);
    served = createStaticServer({
      root: dist,
      config: { supabaseUrl: `http://localhost:${backendPort}`, supabaseAnonKey: 'anon' },
      siteUrl: 'https://hire.example.com/',
    });
    servedPort = await listen(served, 0);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => served.close(() => resolve()));
    await new Promise<void>((resolve) => backend.close(() => resolve()));
  });

  it('renders a published job into the shell, asking the backend once for a burst of requests', async () => {
    const first = await get(`/job/${JOB_ID}`, {}, 'GET', servedPort);
    const second = await get(`/job/${JOB_ID}`, {}, 'GET', servedPort);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBeUndefined();
    const html = first.body.toString();
    expect(html).toContain('<title>Data Scientist at Acme — Partii</title>');
    expect(html).toContain(`<link rel="canonical" href="https://hire.example.com/job/${JOB_ID}" />`);
    expect(html).toContain('<div id="root"></div>');
    expect(second.body.toString()).toBe(html);
    const jobReads = backendRequests.filter((url) => url.searchParams.get('id') === `eq.${JOB_ID}`);
    expect(jobReads).toHaveLength(1);
    expect(jobReads[0]!.pathname).toBe('/rest/v1/jobs');
    expect(jobReads[0]!.searchParams.get('status')).toBe('eq.published');
    expect(jobReads[0]!.searchParams.get('deleted_at')).toBe('is.null');
  });

  it('answers a re-check of an unchanged page with 304, and HEAD with the headers alone', async () => {
    const page = await get('/jobs', {}, 'GET', servedPort);
    expect(page.body.toString()).toContain('<title>Open positions — Partii</title>');
    const etag = String(page.headers['etag']);
    expect((await get('/jobs', { 'If-None-Match': etag }, 'GET', servedPort)).status).toBe(304);
    const head = await get('/jobs', {}, 'HEAD', servedPort);
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(page.body.length);
    expect(head.body.length).toBe(0);
  });

  it('a job the backend does not have is a 404 shell that crawlers must not index', async () => {
    for (const path of ['/job/22222222-2222-4222-8222-222222222222', '/job/not-a-uuid']) {
      const answer = await get(path, {}, 'GET', servedPort);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['x-robots-tag'], path).toBe('noindex');
      expect(answer.body.toString(), path).toContain('<meta name="robots" content="noindex" />');
      expect(answer.body.toString(), path).toContain('<div id="root"></div>');
    }
    // a malformed id never reaches the database
    expect(backendRequests.some((url) => url.search.includes('not-a-uuid'))).toBe(false);
  });

  it('writes the sitemap and robots.txt with the site address', async () => {
    const sitemap = await get('/sitemap.xml', {}, 'GET', servedPort);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body.toString()).toContain(`<loc>https://hire.example.com/job/${JOB_ID}</loc>`);
    const robots = await get('/robots.txt', {}, 'GET', servedPort);
    expect(robots.body.toString()).toContain('Sitemap: https://hire.example.com/sitemap.xml');
  });

  it('serves the plain shell when the backend cannot be reached, and names this host without a site address', async () => {
    const job = await get(`/job/${JOB_ID}`);
    expect(job.status).toBe(200);
    expect(job.body.toString()).toBe(INDEX);
    expect((await get('/sitemap.xml')).status).toBe(503);
    const robots = await get('/robots.txt', { Host: 'jobs.example.org' });
    expect(robots.body.toString()).toContain('Sitemap: http://jobs.example.org/sitemap.xml');
    const spoofed = await get('/robots.txt', { Host: 'evil.example"><script>' });
    expect(spoofed.body.toString()).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
