// The static server behind `npm start` and the e2e runs, on a tiny fake build in a temp dir:
// encoding negotiation over precompressed copies, cache headers, the SPA fallback and 404s.
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen, negotiateEncoding } from './serve.mjs';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
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

function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: 'localhost', port, path: urlPath, method, headers }, (res) => {
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
    const route = await get('/jobs', { 'Accept-Encoding': 'br, gzip' });
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
