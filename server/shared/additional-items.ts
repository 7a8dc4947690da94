// The product types the schools' Shop menu calls "Additional Items" (storefront §2, docs/decisions/097): what a
// school adds to its programs. Looked up by name, because ids differ between databases.
export const ADDITIONAL_ITEM_TYPE_NAMES = ['Dolls', 'Coloring Book', 'Script'] as const;
