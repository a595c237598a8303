// `npm run lint` (and `npm test`): no cycle between the domains of src/features. ESLint's
// import-x/no-cycle catches cycles between files; this catches the coarser ones, where jobs uses
// applications and applications uses jobs through different files, so neither can be understood,
// moved or tested without the other. Prints each cycle with the imports that make it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = join(root, 'src/features');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** domain → domain → the imports (file → specifier) that make the edge */
export function domainGraph(files, readText = (f) => readFileSync(f, 'utf8')) {
  const domainOf = (file) => relative(featuresDir, file).split('/')[0];
  const graph = new Map();
  for (const file of files) {
    for (const [, spec] of readText(file).matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      let target;
      if (spec.startsWith('@/')) target = join(root, 'src', spec.slice(2));
      else if (spec.startsWith('.')) target = join(dirname(file), spec);
      else continue;
      if (!target.startsWith(featuresDir + '/')) continue;
      const [from, to] = [domainOf(file), domainOf(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(`${relative(root, file)} → ${spec}`);
    }
  }
  return graph;
}

/** Each elementary cycle once, as a list of domains (depth-first, from every start in order). */
export function findCycles(graph) {
  const cycles = [];
  const seen = new Set();
  const visit = (start, node, path) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      if (next === start) {
        const key = [...path].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...path, start]);
        }
      } else if (!path.includes(next) && next > start) {
        visit(start, next, [...path, next]);
      }
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, start, [start]);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = domainGraph(sourceFiles(featuresDir));
  const cycles = findCycles(graph);
  if (cycles.length === 0) {
    console.log(`No cycles between the ${graph.size} importing domains of src/features.`);
  } else {
    console.error('Cycles between domains of src/features:');
    for (const cycle of cycles) {
      console.error(`  ${cycle.join(' → ')}`);
      for (let i = 0; i < cycle.length - 1; i++) {
        for (const edge of graph.get(cycle[i]).get(cycle[i + 1])) console.error(`      ${edge}`);
      }
    }
    process.exit(1);
  }
}
