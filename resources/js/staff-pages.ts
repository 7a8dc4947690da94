import type { ResolvedComponent } from '@inertiajs/react';

/** The staff area's page loaders (resources/js/inertia-app.ts fetches this chunk with the first staff page). */
export const staffPages = import.meta.glob<{ default: ResolvedComponent }>('./pages/admin/**/*.tsx');
