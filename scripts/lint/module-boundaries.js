// Module boundaries of the server (docs/decisions/061-module-boundaries.md, docs/architecture.md).
// One policy, used by the ESLint rule below and by scripts/module-graph.ts.
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Folders under server/ that hold one capability each. */
export const CAPABILITY_MODULES = [
  'accounts', 'admin', 'captcha', 'cart', 'catalog', 'checkout', 'contact', 'content',
  'jobs', 'licensing', 'orders', 'payments', 'pricing', 'schools',
];
/** Folders under server/ that every capability may use and that know no capability. */
export const PLATFORM_MODULES = ['db', 'http', 'inertia', 'mail', 'shared'];

/** The files of a capability module that other modules may import. */
export const PUBLIC_SURFACE_SUFFIXES = ['service', 'rules', 'schemas', 'types', 'pages'];
/** Public files the pages may import values from (pure, no database); the others only `import type`. */
const CLIENT_VALUE_SUFFIXES = ['rules', 'schemas'];
const CLIENT_VALUE_FILES = ['server/route-table', 'server/storefront-route-table'];
/** Root files every module may import: they depend on no module. The others (app, routes, main, pages) compose the modules. */
export const ROOT_FOUNDATION_FILES = ['server/config', 'server/logger', 'server/route-table', 'server/storefront-route-table'];

const ALIASES = { '#server/': 'server/', '#js/': 'resources/js/', '#tests/': 'tests/', '#scripts/': 'scripts/' };

/** A path relative to the project root, with forward slashes and without its .js/.ts/.tsx extension. */
export function toProjectPath(absolute) {
  return path.relative(PROJECT_ROOT, absolute).split(path.sep).join('/').replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
}

/** Where an import specifier points (project path without extension), or null for a package. */
export function resolveSpecifier(specifier, importerAbsolute) {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return toProjectPath(path.join(PROJECT_ROOT, folder, specifier.slice(alias.length)));
  }
  if (specifier.startsWith('.')) return toProjectPath(path.resolve(path.dirname(importerAbsolute), specifier));
  return null;
}

/** 'root' (server/*.ts), a module folder name, 'client' (resources/js) or null (tests, scripts: unrestricted). */
export function moduleOf(projectPath) {
  const parts = projectPath.split('/');
  if (parts[0] === 'server') return parts.length === 2 ? 'root' : parts[1];
  if (parts[0] === 'resources' && parts[1] === 'js') return 'client';
  return null;
}

function surfaceSuffix(projectPath) {
  const match = /\.([a-z]+)$/.exec(path.posix.basename(projectPath));
  return match && PUBLIC_SURFACE_SUFFIXES.includes(match[1]) ? match[1] : null;
}

/**
 * Why an import breaks the boundaries, or null when it is allowed.
 * importer and target are project paths without extension; typeOnly is true for `import type`.
 */
export function findBoundaryViolation(importer, target, typeOnly) {
  const from = moduleOf(importer);
  const to = moduleOf(target);
  if (from === null || from === 'root' || to === null || from === to) return null;

  if (from === 'client') {
    if (to === 'client') return null;
    if (to === 'root' && CLIENT_VALUE_FILES.includes(target)) return null;
    const suffix = surfaceSuffix(target);
    if (suffix !== null && (typeOnly || CLIENT_VALUE_SUFFIXES.includes(suffix))) return null;
    if (suffix !== null) return { messageId: 'clientValueFromServer', data: { target } };
    return { messageId: 'clientReachesServer', data: { target } };
  }
  if (to === 'root' && ROOT_FOUNDATION_FILES.includes(target)) return null;
  if (PLATFORM_MODULES.includes(from)) {
    if (CAPABILITY_MODULES.includes(to) || to === 'root' || to === 'client') {
      return { messageId: 'platformImportsCapability', data: { from, target } };
    }
    return null;
  }
  if (CAPABILITY_MODULES.includes(from)) {
    if (to === 'root' || to === 'client') return { messageId: 'reachesOutOfServer', data: { from, target } };
    if (PLATFORM_MODULES.includes(to)) return null;
    if (surfaceSuffix(target) === null) return { messageId: 'importsInternal', data: { from, to, target } };
  }
  return null;
}

const MESSAGES = {
  importsInternal:
    "'{{target}}' is internal to server/{{to}}: from server/{{from}} import only its public surface " +
    '(*.service.ts, *.rules.ts, *.schemas.ts, *.types.ts, *.pages.ts).',
  platformImportsCapability:
    'server/{{from}} is platform code and may not import capability code (' + "'{{target}}').",
  reachesOutOfServer:
    "server/{{from}} may not import '{{target}}': of the root files only config, logger and the route tables, and never the pages.",
  clientReachesServer:
    "The pages may not import '{{target}}': only the route tables (server/route-table, server/storefront-route-table) and a module's public surface " +
    '(*.schemas.ts, *.rules.ts; `import type` from *.service.ts, *.types.ts, *.pages.ts).',
  clientValueFromServer:
    "The pages may import only types from '{{target}}' (use `import type`); values come from *.schemas.ts and *.rules.ts.",
};

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import each other only through their public surface (docs/decisions/061).' },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const importerAbsolute = path.resolve(context.cwd, context.filename);
    const importer = toProjectPath(importerAbsolute);
    if (moduleOf(importer) === null) return {};
    function check(node, source, typeOnly) {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, importerAbsolute);
      if (target === null) return;
      const violation = findBoundaryViolation(importer, target, typeOnly);
      if (violation) context.report({ node: source, ...violation });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    };
  },
};

export const moduleBoundariesPlugin = { rules: { 'module-boundaries': moduleBoundariesRule } };
