// A small static server for the built PWA (dist/): `npm start` and the Playwright global setup
// serve the app with it. It answers /config.json from memory (the backend this run talks to, so
// one build serves any stack), serves files with the right types and cache headers, and falls
// back to index.html for every other path so client-side routes work on a reload.
//
// Crawler pages: /job/{id}, /jobs and / are the same shell with their own <head> (title,
// description, canonical, Open Graph and, on a job, its schema.org JobPosting), and /sitemap.xml
// and /robots.txt are written here, so crawlers and link previews, which run no service worker and
// often no script, read the job without the app. The job comes from PostgREST with the anon key a
// visitor has; the tags from src/domain/jobPosting.ts. People get their pages from the service
// worker's precache after the first visit, so this is mostly what crawlers and first visits see.
//
// Compression: `vite build` writes brotli/gzip copies of the hashed assets (the precompressAssets
// plugin in vite.config.ts); this server sends the best one the browser accepts, with
// `Vary: Accept-Encoding`. It stays hand-written rather than a static-server library such as sirv:
// sirv lists dist/ once at start-up (sizes, ETags), so a rebuild while `npm start` or a test run
// serves dist/, or the service-worker update test rewriting sw.js in place, would be answered
// with stale lengths or 404s; a stat per request keeps that working for a few lines more.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

// --- crawler pages -----------------------------------------------------------------------------------

/** How long a job's answer (found or not) is reused: a crawler's burst is one database read. */
const PAGE_CACHE_MS = 30_000;
/** The most answers kept: a crawler walking made-up ids cannot grow the cache without end. */
const PAGE_CACHE_ENTRIES = 1000;
/** A backend that does not answer in this time is treated as unreachable: the plain shell. */
const BACKEND_TIMEOUT_MS = 5_000;
const SITEMAP_PAGE_ROWS = 1000;

let crawlerPagesModule;

/**
 * src/domain/jobPosting.ts. Where a TypeScript loader is already in place (vitest, Playwright,
 * `npm start` once it has registered tsx for the local stack) a plain import works; plain Node
 * (`npm start` against a hosted project, or this file run on its own) loads it through tsx's
 * tsImport, which compiles it without changing how anything else is loaded.
 */
function loadCrawlerPages() {
  crawlerPagesModule ??= import('../src/domain/jobPosting.ts').catch(async (error) => {
    if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    const { tsImport } = await import('tsx/esm/api');
    return tsImport('../src/domain/jobPosting.ts', import.meta.url);
  });
  return crawlerPagesModule;
}

/**
 * Answers remembered for `ttlMs`, the newest `maxEntries` of them. Requests for the same key while
 * one load runs share it. A failed load (backend unreachable) is forgotten at once: the next
 * request asks again rather than serving the failure for the whole period.
 */
function answerCache(ttlMs, maxEntries) {
  const entries = new Map();
  return (key, load) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.answer;
    const answer = load();
    entries.delete(key);
    entries.set(key, { answer, expires: now + ttlMs });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    return answer;
  };
}

/** A PostgREST GET as a visitor: its JSON array, or a throw (unreachable, refused, not an array). */
async function restRows(config, path, query) {
  const url = new URL(`/rest/v1/${path}`, config.supabaseUrl);
  url.search = new URLSearchParams(query).toString();
  const response = await fetch(url, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  const rows = await response.json();
  if (!Array.isArray(rows)) throw new Error(`${url.pathname}: not a list of rows`);
  return rows;
}

/**
 * The published, live job `jobId` (the public columns the page needs), or null when there is none:
 * an empty answer is a definite "no such job". Row-level security answers a visitor published jobs
 * only; the filters say so too, so a backend with other policies still never shows a draft.
 */
async function readPublishedJob(config, pages, jobId) {
  const [row] = await restRows(config, 'jobs', {
    select: pages.JOB_PAGE_COLUMNS.join(','),
    id: `eq.${jobId}`,
    status: 'eq.published',
    deleted_at: 'is.null',
  });
  return row ?? null;
}

/** Every published job's id and last change, read in id order a page at a time, up to the sitemap's limit. */
async function readPublishedJobIds(config, pages) {
  const jobs = [];
  for (let after = null; jobs.length < pages.SITEMAP_MAX_JOBS;) {
    const rows = await restRows(config, 'jobs', {
      select: 'id,updated_at',
      status: 'eq.published',
      deleted_at: 'is.null',
      order: 'id',
      limit: String(SITEMAP_PAGE_ROWS),
      ...(after ? { id: `gt.${after}` } : {}),
    });
    // an empty page ends it: the server's own row limit may be below SITEMAP_PAGE_ROWS
    if (rows.length === 0) break;
    jobs.push(...rows);
    after = rows[rows.length - 1].id;
  }
  return jobs;
}

/**
 * The site's own address for canonical links and the sitemap: `siteUrl` when configured
 * (PARTII_SITE_URL), else the address this request came to (behind a proxy, its forwarded host).
 * A host header that is no host name is not echoed into the page.
 */
function siteOriginOf(req, siteUrl) {
  if (siteUrl) return siteUrl.replace(/\/+$/, '');
  const first = (value) =>
    String(value ?? '')
      .split(',')[0]
      .trim();
  const host = first(req.headers['x-forwarded-host']) || first(req.headers.host);
  const protocol = first(req.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return /^([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)
    ? `${protocol}://${host}`
    : 'http://localhost';
}

/**
 * Sends a rendered answer: dynamic, so `no-cache` and no precompressed copy; an ETag of its bytes
 * lets a re-check of an unchanged page be a 304.
 */
function sendRendered(req, res, status, contentType, text, extraHeaders = {}) {
  const body = Buffer.from(text);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
    ...extraHeaders,
  };
  if (status === 200 && req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers `page` (a crawlerPageOf result). Returns false when the plain shell should be served
 * instead: the backend could not say whether the job exists, which must never cost a person the
 * page (the app then loads the job itself, or shows it from its store offline).
 */
async function answerCrawlerPage(req, res, { page, pages, config, distRoot, origin, cached }) {
  if (page.kind === 'robots') {
    sendRendered(req, res, 200, CONTENT_TYPES['.txt'], pages.robotsTxt(origin));
    return true;
  }
  if (page.kind === 'sitemap') {
    let jobs;
    try {
      jobs = await cached('sitemap', () => readPublishedJobIds(config, pages));
    } catch {
      // only crawlers read it, and they come back: better than a sitemap without the jobs
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' });
      res.end(req.method === 'HEAD' ? undefined : 'The job list is unavailable, try again later');
      return true;
    }
    sendRendered(req, res, 200, 'application/xml; charset=utf-8', pages.sitemapXml(origin, jobs));
    return true;
  }

  let shell;
  try {
    shell = await readFile(join(distRoot, 'index.html'), 'utf8');
  } catch {
    return false; // the static path says what is missing
  }
  const html = (head) => pages.injectHead(shell, head, origin);
  const notFound = () =>
    sendRendered(req, res, 404, CONTENT_TYPES['.html'], html(pages.jobNotFoundHead()), { 'X-Robots-Tag': 'noindex' });

  if (page.kind === 'home') sendRendered(req, res, 200, CONTENT_TYPES['.html'], html(pages.homePageHead(origin)));
  else if (page.kind === 'jobs') sendRendered(req, res, 200, CONTENT_TYPES['.html'], html(pages.jobsPageHead(origin)));
  else if (page.kind === 'job-not-found') notFound();
  else {
    let job;
    try {
      job = await cached(`job:${page.jobId}`, () => readPublishedJob(config, pages, page.jobId));
    } catch {
      return false;
    }
    if (!job) notFound();
    else sendRendered(req, res, 200, CONTENT_TYPES['.html'], html(pages.jobPageHead(job, origin)));
  }
  return true;
}

let crawlerPagesFailure = false;

/**
 * @param {{ root: string, config: { supabaseUrl: string, supabaseAnonKey: string }, siteUrl?: string }} options
 *   siteUrl: the public address of the site (canonical links, sitemap); default: the request's host
 * @returns {import('node:http').Server}
 */
export function createStaticServer({ root, config, siteUrl }) {
  const distRoot = resolve(root);
  const configBody = JSON.stringify(config);
  const cached = answerCache(PAGE_CACHE_MS, PAGE_CACHE_ENTRIES);

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

      const pages = await loadCrawlerPages().catch((error) => {
        // without them every page is still the plain shell, as before: said once, not per request
        if (!crawlerPagesFailure) console.error(`serve: crawler pages are off: ${error?.message ?? error}`);
        crawlerPagesFailure = true;
        return null;
      });
      const page = pages?.crawlerPageOf(urlPath);
      if (page) {
        const origin = siteOriginOf(req, siteUrl);
        if (await answerCrawlerPage(req, res, { page, pages, config, distRoot, origin, cached })) return;
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
