/** A person's display name from optional first and last names ("" when both are empty). */
export const personName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ').trim();
