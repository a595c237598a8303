// Checks the production build: the code a visitor downloads for the public pages (the entry chunk,
// its static imports, and each public route's chunks) holds no recruiter feature module. Run after
// `vite build` (npm test does); reads dist/.vite/chunk-modules.json written by vite.config.ts.
import { readFileSync } from 'node:fs';
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

/** Route files of the public site: everything in src/routes except the /app tree. */
function isPublicRouteModule(moduleId) {
  const path = moduleId.split('?')[0];
  return path.startsWith('src/routes/') && path !== 'src/routes/app.tsx' && !path.startsWith('src/routes/app/');
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
  const starts = [
    entry,
    ...Object.keys(chunks).filter(
      (file) => chunks[file].facadeModuleId && isPublicRouteModule(chunks[file].facadeModuleId),
    ),
  ];
  const publicChunks = new Set(starts.flatMap((start) => [...staticClosure(chunks, start)]));
  const offending = [];
  for (const file of publicChunks) {
    for (const moduleId of chunks[file].modules) {
      if (recruiterModule.test(moduleId)) offending.push({ chunk: file, module: moduleId });
    }
  }
  return { publicChunks: [...publicChunks].sort(), routeChunks: starts.length - 1, offending };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const reportPath = join(root, 'dist/.vite/chunk-modules.json');
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
}
