// A small static server for the built PWA (dist/): `npm start` and the Playwright global setup
// serve the app with it. It answers /config.json from memory (the backend this run talks to, so
// one build serves any stack), serves files with the right types and cache headers, and falls
// back to index.html for every other path so client-side routes work on a reload.
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

async function fileAt(root, urlPath) {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  if (path !== root && !path.startsWith(root + sep)) return null; // no escaping dist/
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
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

      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
        'Content-Length': file.size,
        'Cache-Control': cacheControl(servedPath),
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') return void res.end();
      createReadStream(file.path).pipe(res);
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
