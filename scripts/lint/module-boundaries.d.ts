import type { Rule } from 'eslint';

export const PROJECT_ROOT: string;
export const CAPABILITY_MODULES: string[];
export const PLATFORM_MODULES: string[];
export const PUBLIC_SURFACE_SUFFIXES: string[];
export const ROOT_FOUNDATION_FILES: string[];

export interface BoundaryViolation {
  messageId: string;
  data: Record<string, string>;
}

export function toProjectPath(absolute: string): string;
export function resolveSpecifier(specifier: string, importerAbsolute: string): string | null;
export function moduleOf(projectPath: string): string | null;
export function findBoundaryViolation(
  importer: string,
  target: string,
  typeOnly: boolean,
  exceptions?: ReadonlyArray<readonly [string, string]>,
): BoundaryViolation | null;
export const moduleBoundariesRule: Rule.RuleModule;
export const moduleBoundariesPlugin: { rules: Record<string, Rule.RuleModule> };
