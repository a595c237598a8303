// Checks the production build: the code a visitor downloads for the public pages (the entry chunk,
// its static imports, and each public route's chunks) holds no recruiter feature module, and what a
// public page needs to paint (the entry and its route's chunk, with their static imports) stays
// within PUBLIC_FIRST_LOAD_BUDGET gzip bytes (issue 12, B9; parts that read the local store, the
// backend's client and sync, and the dialogs load after the first paint). Run after `vite build`
// (npm test does); reads dist/.vite/chunk-modules.json written by vite.config.ts.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The recruiter's screens, commands and store reads: every module of the recruiter domains but
// their pure rules (model/: a route's search schema, a match label, which the route tree and the
// public pages may share), and the recruiter side of the jobs domain, whose model and queries the
// public board shares (relative age, salary label, the published-job reads) but whose screens other
// than the public board (components/board), and whose commands, are the recruiter's.
const RECRUITER_FEATURES = [
  'dashboard',
  'creator',
  'applications',
  'candidates',
  'notes',
  'flows',
  'interviews',
  'chat',
  'settings',
];
const recruiterModule = new RegExp(
  `^src/features/((${RECRUITER_FEATURES.join('|')})/(?!model/)|jobs/(commands/|components/(?!board/)))`,
);

/** gzip bytes of the JS a public page needs for its first paint (issue 12: B9's 150 kB). */
export const PUBLIC_FIRST_LOAD_BUDGET = 150_000;

/** Route files of the public site: everything in src/routes except the /app tree. */
function isPublicRouteModule(moduleId) {
  const path = moduleId.split('?')[0];
  return path.startsWith('src/routes/') && path !== 'src/routes/app.tsx' && !path.startsWith('src/routes/app/');
}

/**
 * Per public page, the chunk that holds its route component (`src/routes/<file>?tsr-split=component`,
 * split out by the router plugin) and that module's id. The chunk is found by what it holds, not by
 * its facade: the build groups the main public pages' components into one shared chunk
 * (vite.config.ts), which then has no facade module of its own.
 */
function publicRouteChunks(chunks) {
  return Object.keys(chunks).flatMap((file) =>
    chunks[file].modules
      .filter((moduleId) => moduleId.endsWith('?tsr-split=component') && isPublicRouteModule(moduleId))
      .map((moduleId) => ({ file, moduleId })),
  );
}

/** The chunks loaded with `start` (its static imports, transitively). */
function staticClosure(chunks, start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !chunks[file]) continue;
    seen.add(file);
    queue.push(...chunks[file].imports);
  }
  return seen;
}

export function findRecruiterCodeInPublicChunks(chunks) {
  const entry = Object.keys(chunks).find((file) => chunks[file].isEntry);
  if (!entry) throw new Error('no entry chunk in the build report');
  const routes = publicRouteChunks(chunks);
  const starts = [entry, ...new Set(routes.map((route) => route.file))];
  const publicChunks = new Set(starts.flatMap((start) => [...staticClosure(chunks, start)]));
  const offending = [];
  for (const file of publicChunks) {
    for (const moduleId of chunks[file].modules) {
      if (recruiterModule.test(moduleId)) offending.push({ chunk: file, module: moduleId });
    }
  }
  return { publicChunks: [...publicChunks].sort(), routeChunks: routes.length, offending };
}

/**
 * Per public route chunk, the gzip bytes of the entry's and that chunk's static closures together
 * (what the page loads before it can paint), and those over `budget`. `gzipBytes(file)` sizes one
 * chunk file.
 */
export function publicFirstLoads(chunks, gzipBytes, budget = PUBLIC_FIRST_LOAD_BUDGET) {
  const entry = Object.keys(chunks).find((file) => chunks[file].isEntry);
  if (!entry) throw new Error('no entry chunk in the build report');
  const loads = publicRouteChunks(chunks)
    // Route files only: a `-` file (e.g. the root's lazy notifications) is not a page of its own.
    .filter(({ moduleId }) => !moduleId.includes('/-'))
    .map(({ file, moduleId }) => {
      const files = new Set([...staticClosure(chunks, entry), ...staticClosure(chunks, file)]);
      const bytes = [...files].reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
      return { route: moduleId.split('?')[0], bytes };
    })
    .sort((a, b) => b.bytes - a.bytes);
  return { loads, over: loads.filter((load) => load.bytes > budget) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  // The build to check: dist/, or the directory given (`node scripts/check-chunks.mjs /tmp/my-dist`).
  const dist = resolve(process.argv[2] ?? join(root, 'dist'));
  const reportPath = join(dist, '.vite/chunk-modules.json');
  let chunks;
  try {
    chunks = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    console.error(`${reportPath} is missing: run \`vite build\` first`);
    process.exit(1);
  }
  const { publicChunks, routeChunks, offending } = findRecruiterCodeInPublicChunks(chunks);
  if (offending.length > 0) {
    console.error('Recruiter code in chunks loaded by public pages:');
    for (const { chunk, module } of offending) console.error(`  ${chunk}: ${module}`);
    process.exit(1);
  }
  console.log(
    `Public pages load ${publicChunks.length} chunks (entry + ${routeChunks} public route chunks and their imports); none holds recruiter code.`,
  );

  // The build's own gzip copy (vite.config.ts writes one for files over 1 kB), else compressed here.
  const gzipBytes = (file) => {
    const path = join(dist, file);
    return existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path), { level: 9 }).length;
  };
  const { loads, over } = publicFirstLoads(chunks, gzipBytes);
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  if (over.length > 0) {
    console.error(`Public pages over the first-load budget (${kB(PUBLIC_FIRST_LOAD_BUDGET)} gzip):`);
    for (const { route, bytes } of over) console.error(`  ${route}: ${kB(bytes)}`);
    process.exit(1);
  }
  console.log(
    `Public first loads within ${kB(PUBLIC_FIRST_LOAD_BUDGET)} gzip; the largest: ${loads
      .slice(0, 3)
      .map(({ route, bytes }) => `${route} ${kB(bytes)}`)
      .join(', ')}.`,
  );
}
