import { describe, expect, it } from 'vitest';
import { TEMPORARY_BOUNDARY_EXCEPTIONS } from '#scripts/lint/temporary-boundary-exceptions.js';
import { buildModuleGraph, collectImports, findModuleCycles, findStaleExceptions } from '#scripts/module-graph';

describe('module graph', () => {
  const imports = collectImports();
  const cycles = findModuleCycles(buildModuleGraph(imports));

  it('has no module-level import cycle other than the temporary ones (goal: none)', () => {
    const known = TEMPORARY_BOUNDARY_EXCEPTIONS.cycles.map((cycle) => [...cycle].sort().join(', '));
    expect(cycles.map((cycle) => cycle.join(', ')).filter((cycle) => !known.includes(cycle))).toEqual([]);
  });

  it('lists no temporary exception that no longer occurs', () => {
    expect(findStaleExceptions(imports, cycles)).toEqual({ imports: [], cycles: [] });
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
