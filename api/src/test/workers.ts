/** How many Vitest workers run the API suite (vitest.config.ts): one per core of CI's machine. */
export const TEST_WORKERS = 2;

/** The PostgreSQL database of one worker (1-based, as VITEST_POOL_ID counts). */
export const workerDatabaseName = (worker: number) => `civics_test_worker_${worker}`;
