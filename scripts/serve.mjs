// A small static server for the built PWA (dist/): `npm start` and the Playwright global setup
// serve the app with it. It answers /config.json from memory (the backend this run talks to, so
// one build serves any stack), serves files with the right types and cache headers, and falls
// back to index.html for every other path so client-side routes work on a reload.
//
// Compression: `vite build` writes brotli/gzip copies of the hashed assets (the precompressAssets
// plugin in vite.config.ts); this server sends the best one the browser accepts, with
// `Vary: Accept-Encoding`. It stays hand-written rather than a static-server library such as sirv:
// sirv lists dist/ once at start-up (sizes, ETags), so a rebuild while `npm start` or a test run
// serves dist/, or the service-worker update test rewriting sw.js in place, would be answered
// with stale lengths or 404s; a stat per request keeps that working for a few lines more.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Cache policy: hashed build assets never change (a year, immutable); the service worker, the
 * HTML shell and the manifest must be re-checked on every load or updates would never arrive.
 */
function cacheControl(urlPath) {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The encoding to send for an Accept-Encoding header: 'br' or 'gzip' among `available`, or null
 * for the plain file. Honours q-values (`br;q=0` refuses brotli) and `*`; brotli wins ties.
 * @param {string | undefined} header
 * @param {('br' | 'gzip')[]} available
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(header, available) {
  if (!header || available.length === 0) return null;
  const quality = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  let best = null;
  let bestQuality = 0;
  for (const encoding of available) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQuality) [best, bestQuality] = [encoding, q];
  }
  return best;
}

/** The precompressed copies of `file` that exist on disk ('br' first). */
async function variantsOf(file) {
  const found = await Promise.all(
    [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].map(async ([encoding, suffix]) => {
      const copy = await statFile(file.path + suffix);
      return copy ? { encoding, ...copy } : null;
    }),
  );
  return found.filter((variant) => variant !== null);
}

async function fileAt(root, urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return null; // no escaping dist/
  return statFile(path);
}

async function statFile(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ root: string, config: { supabaseUrl: string, supabaseAnonKey: string } }} options
 * @returns {import('node:http').Server}
 */
export function createStaticServer({ root, config }) {
  const distRoot = resolve(root);
  const configBody = JSON.stringify(config);

  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;

      if (urlPath === '/config.json') {
        res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : configBody);
        return;
      }

      let file = urlPath === '/' ? null : await fileAt(distRoot, urlPath);
      let servedPath = urlPath;
      if (!file) {
        // A missing asset is a real 404 (a stale chunk must not come back as HTML); any other
        // path is a client-side route: the SPA shell.
        if (extname(urlPath) && urlPath !== '/index.html') {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        file = await fileAt(distRoot, '/index.html');
        servedPath = '/index.html';
        if (!file) {
          res
            .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
            .end('dist/index.html is missing: run `npm run build`');
          return;
        }
      }

      const variants = await variantsOf(file);
      const encoding = negotiateEncoding(
        req.headers['accept-encoding'],
        variants.map((v) => v.encoding),
      );
      const body = variants.find((variant) => variant.encoding === encoding) ?? file;
      // One ETag per representation: the compressed copies are other files (size, time).
      const etag = `W/"${body.size.toString(36)}-${Math.floor(body.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
      const headers = {
        'Content-Type': CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(servedPath),
        'X-Content-Type-Options': 'nosniff',
        ETag: etag,
        // Every answer for a file with compressed copies depends on Accept-Encoding, the plain one too.
        ...(variants.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      };
      if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': body.size });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(body.path).pipe(res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error?.message ?? error));
    }
  });
}

/** Listens on `port` (0 = any free port) on all loopback names; resolves the bound port. */
export function listen(server, port) {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolvePort(server.address().port);
    });
  });
}
