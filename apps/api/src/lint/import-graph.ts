import { cruise, type IModule } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';

// The import graph's checks (docs/architecture.md): no loop between files in any workspace package
// (the rule in .dependency-cruiser.cjs, type imports included), and in apps/api/src no loop between
// folders, no import up the LAYERS list and no file outside a named folder. dependency-cruiser reads
// the imports; the folder checks are computed here from its module list.

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const API_SRC = 'apps/api/src/';
/** What the file-loop rule covers: every workspace package's sources. */
export const WORKSPACE_SOURCES = [
  'apps/api/src',
  'apps/web/src',
  'packages/db/src',
  'packages/domain/src',
  'packages/ui/src',
];

/**
 * The folders of apps/api/src from the top down: a folder imports its own layer's folders or lower
 * ones, never higher (the folder-loop check keeps a layer's folders from importing each other both
 * ways). Each feature (features/<f>) is one node of the folder graph but the features share a layer.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['bench', 'test', 'scripts', 'lint'],
  ['app'],
  ['seed'],
  ['features'],
  ['trpc', 'rest', 'openapi'],
  ['plugins', 'cache', 'sections', 'lists'],
  ['sessions'],
  ['realtime', 'security'],
  ['core'],
];
/** Files allowed directly in apps/api/src: the package's entry. */
export const ROOT_FILES = ['index.ts'];

export interface Edge {
  from: string;
  to: string;
}

/** The graph as dependency-cruiser reads it (paths relative to the repository root). */
export async function readGraph(paths: string[], baseDir = REPO_ROOT): Promise<IModule[]> {
  const options = await extractDepcruiseOptions(`${REPO_ROOT}.dependency-cruiser.cjs`);
  const tsConfigFile = `${REPO_ROOT}tsconfig.base.json`;
  const result = await cruise(
    paths,
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile }, outputType: 'json' },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  return output.modules;
}

/** Each file loop once, as the files around it ("a -> b -> a"). */
export function fileLoops(modules: IModule[]): string[] {
  const loops = new Set<string>();
  for (const m of modules) {
    for (const d of m.dependencies) {
      if (d.circular && d.cycle?.length) loops.add([m.source, ...d.cycle.map((c) => c.name)].join(' -> '));
    }
  }
  // The same loop is reported from each of its files: keep one rotation of each.
  const seen = new Set<string>();
  return [...loops].filter((loop) => {
    const files = loop.split(' -> ').slice(0, -1);
    const key = [...files].sort().join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The node of the folder graph a file of apps/api/src belongs to (null: outside, or a test). */
export function folderOf(file: string): string | null {
  if (!file.startsWith(API_SRC) || /\.test\.tsx?$/.test(file)) return null;
  const parts = file.slice(API_SRC.length).split('/');
  if (parts.length === 1) return '.';
  return parts[0] === 'features' && parts.length > 2 ? `features/${parts[1]}` : parts[0]!;
}

/** Imports between different folders of apps/api/src, one per pair, test files left out. */
export function folderEdges(modules: IModule[]): Edge[] {
  const edges = new Map<string, Edge>();
  for (const m of modules) {
    const from = folderOf(m.source);
    if (!from) continue;
    for (const d of m.dependencies) {
      const to = folderOf(d.resolved);
      if (to && to !== from) edges.set(`${from} ${to}`, { from, to });
    }
  }
  return [...edges.values()];
}

/** Groups of folders that reach each other (Tarjan's strongly connected components of two or more). */
export function folderLoops(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return loops;
}

/** The layer of a folder node (0 is the top); the package entry sits above every layer. */
export function layerOf(folder: string): number | undefined {
  if (folder === '.') return -1;
  const top = folder.split('/')[0]!;
  const at = LAYERS.findIndex((layer) => layer.includes(top));
  return at < 0 ? undefined : at;
}

/** Imports that go up the LAYERS list, and folders LAYERS does not name. */
export function layerViolations(edges: Edge[]): string[] {
  const found: string[] = [];
  const unnamed = new Set<string>();
  for (const { from, to } of edges) {
    const a = layerOf(from);
    const b = layerOf(to);
    if (a === undefined) unnamed.add(from);
    if (b === undefined) unnamed.add(to);
    if (a !== undefined && b !== undefined && b < a) found.push(`${from} imports ${to}, a layer above it`);
  }
  return [...found, ...[...unnamed].map((f) => `${f} is in no layer: add it to LAYERS`)];
}

/** Files of apps/api/src that sit in no named folder: directly in src (other than ROOT_FILES) or in features/. */
export function looseFiles(files: string[]): string[] {
  return files.filter((file) => {
    if (!file.startsWith(API_SRC)) return false;
    const parts = file.slice(API_SRC.length).split('/');
    if (parts.length === 1) return !ROOT_FILES.includes(parts[0]!);
    return parts[0] === 'features' && parts.length === 2;
  });
}

/** Every finding of the checks on a module list; empty when the graph keeps the rules. */
export function importGraphFindings(modules: IModule[]): string[] {
  const edges = folderEdges(modules);
  return [
    ...fileLoops(modules).map((loop) => `file loop: ${loop}`),
    ...folderLoops(edges).map((group) => `folder loop: ${group.join(', ')}`),
    ...layerViolations(edges),
    ...looseFiles(modules.map((m) => m.source)).map((f) => `${f} is in no folder`),
  ];
}
