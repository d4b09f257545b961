// Runs before every test file. The files of a worker share their modules (isolate: false in
// vitest.config.ts), so the cleanup hook is registered here, once per file, not by helper.ts,
// which is evaluated only once per worker.
import { afterEach } from 'vitest';
import { runCleanups } from './helper.js';

afterEach(runCleanups);
