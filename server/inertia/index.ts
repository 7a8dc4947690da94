export { createInertia } from './middleware.js';
export { Inertia, isInertiaRequest, type InertiaOptions, type RenderOptions, type RootViewContext } from './inertia.js';
export {
  always,
  deepMerge,
  defer,
  merge,
  once,
  optional,
  InertiaProp,
  type OnceOptions,
  type PropValue,
  type Props,
} from './props.js';
export { escapeJsonForScript, inertiaBody, serializePage } from './escape.js';
export { errorsFromIssues, type FieldErrors, type ValidationErrors, type ValidationIssue } from './errors.js';
export type { PageObject } from './page.js';
export type { InertiaSessionState } from './session.js';
export { Header } from './headers.js';
