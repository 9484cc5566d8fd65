/**
 * Global setup of vitest.postgres.config.ts: one PostgreSQL server for the run (Debian's
 * binaries, a temporary folder), whose address the tests' stores find (test-store.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres-server.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.remove();
}
