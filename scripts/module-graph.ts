// Prints the server's module-level import graph, its cycles and the imports that break the module boundaries
// (docs/decisions/061-module-boundaries.md). `npx tsx scripts/module-graph.ts [--json]`
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  PROJECT_ROOT,
  findBoundaryViolation,
  moduleOf,
  resolveSpecifier,
  toProjectPath,
  type BoundaryViolation,
} from '#scripts/lint/module-boundaries.js';

export interface SourceImport {
  /** Project paths without extension, e.g. server/orders/orders.service. */
  importer: string;
  target: string;
  typeOnly: boolean;
}

const SCANNED_FOLDERS = ['server', 'resources/js'];
const SKIPPED_FOLDERS = new Set(['server/db/generated']);

/** Every relative or aliased import in server/ and resources/js/. */
export function collectImports(root = PROJECT_ROOT): SourceImport[] {
  return SCANNED_FOLDERS.flatMap((folder) => listSourceFiles(root, folder)).flatMap((file) => readImports(root, file));
}

function listSourceFiles(root: string, folder: string): string[] {
  if (SKIPPED_FOLDERS.has(folder)) return [];
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return listSourceFiles(root, relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

function readImports(root: string, file: string): SourceImport[] {
  const absolute = path.join(root, file);
  const source = ts.createSourceFile(file, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, false);
  const importer = toProjectPath(absolute);
  const found: SourceImport[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const target = resolveSpecifier(specifier.text, absolute);
    if (target !== null) found.push({ importer, target, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node));
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0
    && bindings.elements.every((element) => element.isTypeOnly);
}

/** module -> module -> number of imports, between the folders of server/ (root files and pages left out). */
export function buildModuleGraph(imports: SourceImport[]): Map<string, Map<string, number>> {
  const graph = new Map<string, Map<string, number>>();
  for (const { importer, target } of imports) {
    const from = moduleOf(importer);
    const to = moduleOf(target);
    if (!isServerModule(from) || !isServerModule(to) || from === to) continue;
    const edges = graph.get(from) ?? new Map<string, number>();
    edges.set(to, (edges.get(to) ?? 0) + 1);
    graph.set(from, edges);
  }
  return graph;
}

function isServerModule(name: string | null): name is string {
  return name !== null && name !== 'root' && name !== 'client';
}

/** The strongly connected groups of two or more modules (Tarjan), each sorted, sorted by first name. */
export function findModuleCycles(graph: Map<string, Map<string, number>>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;

  const connect = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

export interface FoundViolation extends SourceImport {
  violation: BoundaryViolation;
}

/** Imports that break the boundaries (docs/decisions/061). */
export function findBoundaryViolations(imports: SourceImport[]): FoundViolation[] {
  return imports.flatMap((entry) => {
    const violation = findBoundaryViolation(entry.importer, entry.target, entry.typeOnly);
    return violation ? [{ ...entry, violation }] : [];
  });
}

function printReport(asJson: boolean): void {
  const imports = collectImports();
  const graph = buildModuleGraph(imports);
  const cycles = findModuleCycles(graph);
  const violations = findBoundaryViolations(imports);
  if (asJson) {
    const edges = Object.fromEntries([...graph].map(([from, to]) => [from, Object.fromEntries(to)]));
    console.log(JSON.stringify({ edges, cycles, violations }, null, 2));
    return;
  }
  console.log('Module imports (module -> module: count)');
  for (const [from, edges] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    const targets = [...edges].sort(([a], [b]) => a.localeCompare(b)).map(([to, count]) => `${to} ${count}`);
    console.log(`  ${from} -> ${targets.join(', ')}`);
  }
  console.log(`\nModule cycles: ${cycles.length}`);
  for (const cycle of cycles) console.log(`  {${cycle.join(', ')}}`);
  console.log(`\nImports across the boundaries: ${violations.length}`);
  for (const { importer, target, typeOnly, violation } of violations) {
    console.log(`  ${importer} -> ${target}${typeOnly ? ' (type)' : ''}  [${violation.messageId}]`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  printReport(process.argv.includes('--json'));
}
