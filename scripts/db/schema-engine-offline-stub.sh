#!/bin/sh
# Stand-in for Prisma's native schema engine, which is downloaded from binaries.prisma.sh and so
# is missing on offline machines. prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY here only for
# CLI commands that never run the engine (generate, validate, format); it exists so the CLI skips
# the download. Anything that does run it gets this message instead of a network error.
echo "The native Prisma schema engine is not available here. Use npm run db:migrate, db:migration or db:reset (WebAssembly engine)." >&2
exit 1
