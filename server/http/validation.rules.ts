import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** Maps zod issues to `{field: first message}`; nested paths are joined with dots. */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  // No prototype: a field named __proto__ or constructor is reported like any other.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'form';
    if (issue.code === 'unrecognized_keys') {
      for (const unknownKey of issue.keys) errors[unknownKey] ??= `The field ${unknownKey} is not accepted.`;
      continue;
    }
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses input with the schema or throws a 422 ValidationError carrying the spec's messages. */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error));
  return result.data;
}
