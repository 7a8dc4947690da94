import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** PostgreSQL extensions the migrations use, loaded into every PGlite instance (a server has them built in). */
export const PGLITE_EXTENSIONS = { pg_trgm };
