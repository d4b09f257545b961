/** How many Vitest workers run the API suite (vitest.config.ts): one per core of CI's machine. */
export const TEST_WORKERS = 2;

/** The PostgreSQL database of one worker (1-based, as VITEST_POOL_ID counts). */
export const workerDatabaseName = (worker: number) => `civics_test_worker_${worker}`;

/** The migrated and seeded PostgreSQL database one worker copies for each test app (seeded-template.ts). */
export const workerTemplateName = (worker: number) => `civics_test_template_${worker}`;
