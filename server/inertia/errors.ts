/** Messages per field: one message (what Laravel sends by default) or several. */
export type FieldErrors = Record<string, string | string[]>;

/** The `errors` prop: field errors, or field errors nested under error-bag names. */
export type ValidationErrors = Record<string, string | string[] | FieldErrors>;

/** The shape of a zod (or any Standard Schema) issue that matters here. */
export interface ValidationIssue {
  path: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

/**
 * Field errors from validation issues: the first message per field, keyed by the dotted path
 * (`items.0.quantity`), the form the client's `errors` and `useForm().errors` expect.
 * Issues about the whole input (empty path) go under `rootKey`.
 */
export function errorsFromIssues(issues: ReadonlyArray<ValidationIssue>, rootKey = 'form'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const segments = issue.path.map((segment) =>
      String(typeof segment === 'object' ? segment.key : segment),
    );
    const field = segments.length > 0 ? segments.join('.') : rootKey;
    errors[field] ??= issue.message;
  }
  return errors;
}
