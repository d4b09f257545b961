import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { AdminQuestionPage, TestVersion } from '@civics/sync-protocol';
import { adminGet } from '../lib/admin-api';

const BANKS: TestVersion[] = ['2025', '2008'];

/**
 * The banks an editor can pick, each with the number of active questions it really has (an admin
 * may have added some: 102, not the official 100), read from the server.
 */
export function useBankOptions(): Array<{ value: TestVersion; label: string }> {
  const counts = useQueries({
    queries: BANKS.map((version) => ({
      queryKey: ['questions', 'count', version],
      queryFn: () => adminGet<AdminQuestionPage>(`/admin/questions?version=${version}&active=true&pageSize=1`),
    })),
  });
  return BANKS.map((version, i) => {
    const total = counts[i]?.data?.total;
    return { value: version, label: total === undefined ? `${version} test` : `${version} test (${total} questions)` };
  });
}

/** Which bank an editor works on; the 2025 test by default, as for new learners. */
export const useBank = () => useState<TestVersion>('2025');
