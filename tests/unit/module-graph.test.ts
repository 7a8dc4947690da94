import { describe, expect, it } from 'vitest';
import { buildModuleGraph, collectImports, findBoundaryViolations, findModuleCycles } from '#scripts/module-graph';

describe('module graph', () => {
  const imports = collectImports();
  const cycles = findModuleCycles(buildModuleGraph(imports));

  it('has no module-level import cycle', () => {
    expect(cycles).toEqual([]);
  });

  it('has no import across the module boundaries', () => {
    expect(findBoundaryViolations(imports).map(({ importer, target }) => `${importer} -> ${target}`)).toEqual([]);
  });

  it('finds a cycle between modules', () => {
    const graph = new Map([
      ['orders', new Map([['payments', 1]])],
      ['payments', new Map([['checkout', 2]])],
      ['checkout', new Map([['orders', 1]])],
      ['cart', new Map([['db', 1]])],
    ]);
    expect(findModuleCycles(graph)).toEqual([['checkout', 'orders', 'payments']]);
  });
});
