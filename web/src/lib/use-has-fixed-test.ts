import { useLiveQuery } from 'dexie-react-hooks';
import { assignedFixedTests } from '../db/content';

/**
 * Whether an admin assigned this learner a fixed test the device holds (issue 9): then a level 1
 * learner has a way into /test although the random test stays level 2. Undefined while read.
 */
export function useHasFixedTest(userId: number | undefined): boolean | undefined {
  return useLiveQuery(
    async () => (userId === undefined ? false : (await assignedFixedTests(userId)).length > 0),
    [userId],
  );
}
