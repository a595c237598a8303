import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

// The Supabase CLI's well-known local anon key: the local stack uses it unless told otherwise.
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const THEME_COLOR = '#5f3dc4';

/**
 * The app learns its backend at run time from /config.json, so one build can talk to any stack.
 * `npm start` serves that file from its static server; under Vite (dev and preview) this
 * middleware answers it from the environment that scripts/start.mjs sets.
 */
function runtimeConfig(): Plugin {
  const body = () =>
    JSON.stringify({
      supabaseUrl: process.env.SUPABASE_URL ?? `http://localhost:${process.env.API_PORT ?? 54321}`,
      supabaseAnonKey: process.env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    });
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(body());
  };
  return {
    name: 'partii-runtime-config',
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
  };
}

/**
 * Writes dist/.vite/chunk-modules.json: which source modules each output chunk holds, and what it
 * imports. scripts/check-chunks.mjs reads it to prove the public routes never load recruiter code
 * (Vite's own manifest names chunks, not the modules inside them).
 */
function chunkModulesReport(): Plugin {
  let root = '';
  return {
    name: 'partii-chunk-modules-report',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/\\/g, '/') + '/';
    },
    generateBundle(_options, bundle) {
      const relative = (id: string) => id.replace(/\\/g, '/').replace(root, '');
      const chunks: Record<string, unknown> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map(relative),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every compressible file under
 * dist/assets/, which scripts/serve.mjs sends to browsers that accept them. Only the hashed
 * assets: their content never changes under the same name, so a copy can never go stale (sw.js
 * and index.html are rewritten in place, e.g. by the service-worker update test). Done with
 * node:zlib at maximum levels in a few lines rather than another dependency; the service worker
 * precaches by glob and never lists the `.br`/`.gz` copies.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'partii-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) =>
        /^assets\/.+\.(js|mjs|css|svg|json|html|txt|wasm)$/.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
          if (body.length < 1024) return; // not worth a request's negotiation
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < body.length) await writeFile(`${path}.br`, br);
          if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Mantine's stylesheet per component, loaded with the component's code: each Mantine component's
 * class names live in its `<Name>.module.mjs`, whose stylesheet ships as
 * `@mantine/core/styles/<Name>.css` (one to one; the notifications package has one stylesheet).
 * This makes every such module import its stylesheet, so a page gets exactly the CSS of the
 * components whose code it loads, in the chunk that holds that code (public pages never download
 * the recruiter screens' CSS, which arrives with their chunks), instead of the whole 250 kB sheet.
 * The order stays right: a component's module imports the components it is built from first, so
 * their CSS always precedes its own, as in Mantine's full stylesheet. MantineProvider's base
 * (baseline, CSS variables, global classes) is imported once by the root route.
 */
function mantineComponentCss(): Plugin {
  // `utils/` too: InlineInput (the label layout of Radio, Checkbox and Switch) lives there.
  const coreModule = /\/@mantine\/core\/esm\/(?:components|utils)\/(?:[^/]+\/)*([A-Za-z]+)\.module\.mjs$/;
  const notificationsModule = /\/@mantine\/notifications\/esm\/Notifications\.module\.mjs$/;
  let building = false;
  return {
    name: 'partii-mantine-component-css',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    // The dev server pre-bundles Mantine into one file, so its component modules never pass
    // through `transform`: there the full stylesheets are loaded instead.
    transformIndexHtml() {
      if (building) return;
      return [
        {
          tag: 'script',
          attrs: { type: 'module' },
          children: "import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';",
          injectTo: 'head',
        },
      ];
    },
    transform(code, id) {
      if (!building) return null;
      const path = id.split('?')[0].replace(/\\/g, '/');
      const core = coreModule.exec(path);
      const stylesheet = core
        ? `@mantine/core/styles/${core[1]}.css`
        : notificationsModule.test(path)
          ? '@mantine/notifications/styles.css'
          : null;
      return stylesheet ? { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null } : null;
    },
  };
}

/**
 * Starts the current page's route chunk with the entry instead of after it. The router plugin
 * splits each route's component into a chunk that the router imports once the entry has run: on a
 * slow phone that is a second round of requests before anything paints. A small inline script in
 * index.html (written here from the finished bundle) preloads, for the public route matching
 * location.pathname, its chunk with its static imports (modulepreload) and their CSS (preload,
 * CORS-anonymous like the stylesheet links Vite adds later, so they reuse the same download).
 */
function preloadRouteChunks(): Plugin {
  // A top-level route file's path pattern: index → [], job.$jobId → ['job', '*'].
  const pattern = (file: string) =>
    file
      .split('.')
      .filter((segment) => segment !== 'index')
      .map((segment) => (segment.startsWith('$') ? '*' : segment));
  return {
    name: 'partii-preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((output) => output.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string) => {
          const seen = new Set<string>();
          for (const queue = [start]; queue.length > 0;) {
            const file = queue.pop()!;
            if (seen.has(file) || !byName.has(file)) continue;
            seen.add(file);
            queue.push(...byName.get(file)!.imports);
          }
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const withEntry = closure(entry.fileName);
        const files: string[] = [];
        const indexOf = (file: string) => {
          if (!files.includes(file)) files.push(file);
          return files.indexOf(file);
        };
        const routes: [string[], number[]][] = [];
        // By the modules a chunk holds, not its facade: the main public pages' components share
        // one chunk (the 'public' group below), which has no facade module of its own.
        const routeChunks = chunks.flatMap((chunk) =>
          chunk.moduleIds.map((id) => ({ chunk, id: id.replace(/\\/g, '/') })),
        );
        for (const { chunk, id } of routeChunks) {
          const route = /\/src\/routes\/([^/]+)\.tsx\?tsr-split=component$/.exec(id);
          // Public pages only: the signed-in app's layout and its routes load behind a session check.
          if (!route || route[1] === 'app' || route[1].startsWith('-')) continue;
          const scripts = [...closure(chunk.fileName)].filter((file) => !withEntry.has(file));
          const styles = scripts.flatMap((file) => [...(byName.get(file)!.viteMetadata?.importedCss ?? [])]);
          routes.push([pattern(route[1]), [...scripts, ...styles].map(indexOf)]);
        }
        const script = `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)},p=location.pathname.split('/').filter(Boolean);
for(var i=0;i<r.length;i++){var s=r[i][0];if(s.length!==p.length||s.some(function(x,j){return x!=='*'&&x!==p[j]}))continue;
r[i][1].forEach(function(n){var l=document.createElement('link'),h='/'+f[n];if(/\\.css$/.test(h)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href=h;document.head.appendChild(l)});break}})()`;
        // After the entry's own script and preloads, which come first in the connection queue.
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * What a dynamic import must preload: its chunk's static imports, minus those already evaluated
 * when the import runs, i.e. the static closure of the entry and of the chunk that holds the
 * `import()`. Vite lists every chunk the imported one reaches, so each deferred part of a public
 * page (the store, its lists and forms, the backend) appended a `<link rel="modulepreload">` per
 * chunk of the entry too (React, the router, Box, ...): ~60 links, 15-35 ms of one task on a
 * mid-range phone right after the first paint (Lighthouse's total blocking time, issue 12 B8),
 * for modules the page already holds. CSS is untouched (Vite keeps adding a component's
 * stylesheet with its chunk).
 */
function loadedChunkFilter() {
  const imports = new Map<string, readonly string[]>();
  const entries: string[] = [];
  const closures = new Map<string, Set<string>>();
  const closure = (start: string) => {
    let seen = closures.get(start);
    if (seen) return seen;
    seen = new Set<string>();
    for (const queue = [start]; queue.length > 0;) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(imports.get(file) ?? []));
    }
    closures.set(start, seen);
    return seen;
  };
  const plugin: Plugin = {
    name: 'partii-loaded-chunk-filter',
    apply: 'build',
    // Before Vite's import analysis writes each `import()`'s list (chunk names are final by now).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        imports.clear();
        entries.length = 0;
        closures.clear();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          imports.set(output.fileName, output.imports);
          if (output.isEntry) entries.push(output.fileName);
        }
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: string }) => {
    if (context.hostType !== 'js') return deps;
    const loaded = [context.hostId, ...entries].map(closure);
    return deps.filter((dep) => !loaded.some((files) => files.has(dep)));
  };
  return { plugin, resolveDependencies };
}

const loadedChunks = loadedChunkFilter();

/**
 * Fewer chunks for a public page's first paint (issue 12, B8). Rolldown gives every module that
 * two chunks share a chunk of its own: a public page loaded ~16 chunks with the entry (React's JSX
 * runtime, Box, Loader, the router's hooks, ...) before its route's. Over HTTP/1.1 (six
 * connections, as `npm start` serves) those requests queue a round trip each on a slow phone
 * network before anything paints. The 'boot' group (rolldown's `$initial` tag: what the entry
 * imports statically, loaded on every page anyway) merges them into the entry: one script, one
 * stylesheet. Tree-shaking applies as before.
 *
 * The route chunks stay split per page: one chunk for the four main public pages' components
 * (tried) halves their requests again (FCP 2.3 -> 1.6 s) but makes each page load the others'
 * stylesheets, over B9's unused-CSS bound (64 % on /job/{id}, bound 60 %).
 */

export default defineConfig({
  // `@/…` is src/ (the same alias as tsconfig.json and vitest.config.ts).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    // The router plugin must run before React's so the split route chunks get the React transform.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    mantineComponentCss(),
    preloadRouteChunks(),
    loadedChunks.plugin,
    runtimeConfig(),
    chunkModulesReport(),
    precompressAssets(),
    VitePWA({
      strategies: 'generateSW',
      // 'prompt': a new version waits until the user accepts the update (src/pwa registers it
      // through workbox-window), so a recruiter never loses a half-typed form to a reload.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Partii',
        short_name: 'Partii',
        description: 'AI-assisted hiring for start-ups — works offline.',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Precache every built asset, the lazy route chunks included, so every route opens offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,webmanifest,woff,woff2,wasm,json}'],
        globIgnores: ['config.json'],
        maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/config\.json$/, /^\/(rest|auth|storage|functions|realtime)\/v1\//],
        cleanupOutdatedCaches: true,
        // Claim open pages on first install so the config cache below fills from the first visit.
        clientsClaim: true,
        runtimeCaching: [
          {
            // The backend address may change between starts: ask the network first, and only
            // fall back to the last answer when offline.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'partii-runtime-config', networkTimeoutSeconds: 3 },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: loadedChunks.resolveDependencies },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true },
});
