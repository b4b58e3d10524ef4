import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 32: an import circle ties files together so that none can be read, moved or loaded
// without the others. This test reads the import graph from the source and names every circle.
// A value import loads a module; an `import type` (or `import { type … }`) is erased at build, so
// the two are counted apart: a circle of type edges only costs readers, not the loader.

describe('import circles', () => {
  it('server/ has none, of value imports or of type imports', () => {
    const circles = importCircles(['server']);
    report('server/', circles);
    expect(circles.value.map(describeCircle)).toEqual([]);
    expect(circles.all.map(describeCircle)).toEqual([]);
  });

  it('the app (app/, routes/, queries/) has only the two that cross a lazy boundary on purpose', () => {
    // PhoneInput registers itself with the field that loads it lazily; LeafletEventMap, EventMap's
    // lazy half, takes its props' type from it. Any other circle fails here.
    const circles = importCircles(['app', 'routes', 'queries']);
    report('app/ + routes/ + queries/', circles);
    const filesOf = (circle: Circle) => circle.files.map((file) => path.relative(ROOT, file)).sort().join(' ↔ ');
    const lazyPairs = ['app/forms/PhoneField.tsx ↔ app/forms/PhoneInput.tsx', 'app/eventParts/map/EventMap.tsx ↔ app/eventParts/map/LeafletEventMap.tsx'];
    expect(circles.value.map(filesOf).sort()).toEqual([lazyPairs[0]]);
    expect(circles.all.map(filesOf).sort()).toEqual([...lazyPairs].sort());
  });
});

type Edge = 'value' | 'type';
/** A file's imports of our own files: the imported file → 'value' if any import of it loads it. */
type Graph = Map<string, Map<string, Edge>>;
/** A circle: the files of one strongly connected component, its imports of each kind, one shortest way around it. */
type Circle = { files: string[]; edges: Record<Edge, number>; way: string[] };

/** The circles among the files under `folders`: with value imports only, and with every import. */
function importCircles(folders: string[]): { value: Circle[]; all: Circle[] } {
  const graph = importGraph(folders);
  const valueGraph: Graph = new Map(
    [...graph].map(([file, imports]) => [file, new Map([...imports].filter(([, edge]) => edge === 'value'))]),
  );
  return { value: circlesOf(valueGraph), all: circlesOf(graph) };
}

const ROOT = path.resolve(import.meta.dirname);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '.mts', '.mjs', '/index.ts', '/index.tsx'];

function importGraph(folders: string[]): Graph {
  const files = folders.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  const inside = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const imports = new Map<string, Edge>();
    for (const { specifier, edge } of importsOf(file)) {
      const target = resolve(file, specifier);
      if (!target || !inside.has(target) || imports.get(target) === 'value') continue;
      imports.set(target, edge);
    }
    graph.set(file, imports);
  }
  return graph;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier of a file (ts.preProcessFile), each marked type-only or not. */
function importsOf(file: string): Array<{ specifier: string; edge: Edge }> {
  const text = readFileSync(file, 'utf8');
  const typeOnly = typeOnlySpecifierPositions(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    edge: typeOnly.has(pos) ? 'type' : 'value',
  }));
}

/** Where the specifiers of imports erased at build start: `import type`, all-`type` names, `import('…').T`. */
function typeOnlySpecifierPositions(source: ts.SourceFile): Set<number> {
  const positions = new Set<number>();
  const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const erased =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && allTypes(clause.namedBindings.elements)));
      if (erased) positions.add(node.moduleSpecifier.getStart(source));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const erased = node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && allTypes(node.exportClause.elements));
      if (erased) positions.add(node.moduleSpecifier.getStart(source));
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      positions.add(node.argument.literal.getStart(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return positions;
}

/** The file a specifier names: `@/…` from the repository's root, `./…` from the file; packages are not ours. */
function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Tarjan's strongly connected components with more than one file, or a file importing itself. */
function circlesOf(graph: Graph): Circle[] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: Circle[] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)?.keys() ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) {
      circles.push({ files: component.sort(), edges: edgesWithin(graph, component), way: shortestWayAround(graph, component) });
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return circles;
}

function edgesWithin(graph: Graph, component: string[]): Record<Edge, number> {
  const edges = { value: 0, type: 0 };
  for (const file of component) for (const [target, edge] of graph.get(file) ?? []) if (component.includes(target)) edges[edge] += 1;
  return edges;
}

/** The shortest chain of imports from the component's first file back to itself (breadth first). */
function shortestWayAround(graph: Graph, component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file)?.keys() ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way = [start];
        for (let step: string | undefined = file; step !== start && step; step = cameFrom.get(step)) way.splice(1, 0, step);
        return [...way, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}

function describeCircle(circle: Circle): string {
  const relative = (file: string) => path.relative(ROOT, file);
  const { value, type } = circle.edges;
  return `${circle.files.length} files (${circle.files.map(relative).join(', ')}) joined by ${value} value and ${type} type imports, for example ${circle.way.map(relative).join(' → ')}`;
}

function report(where: string, circles: { value: Circle[]; all: Circle[] }): void {
  const lines = [
    `${where}: ${circles.value.length} circle(s) of value imports, ${circles.all.length} counting type imports too`,
    ...circles.value.map((circle) => `  value: ${describeCircle(circle)}`),
    ...circles.all.map((circle) => `  value + type: ${describeCircle(circle)}`),
  ];
  console.info(lines.join('\n'));
}
