// Writes src/routeTree.gen.ts from the files in src/routes, exactly as the Vite plugin does during
// `vite dev`/`vite build`. `npm test` runs it before the type check, so `tsc` sees every route
// even on a clean checkout where no Vite build has run yet.
import { Generator, getConfig } from '@tanstack/router-generator';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export async function generateRoutes() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  // Same options as vite.config.ts's tanstackRouter(...) so both produce the same file.
  const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
  await new Generator({ config, root }).run();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateRoutes();
  console.log('src/routeTree.gen.ts is up to date');
}
