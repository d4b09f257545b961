import { useState } from 'react';
import type { TestVersion } from '@civics/sync-protocol';

export const BANK_OPTIONS = [
  { value: '2025', label: '2025 test (128 questions)' },
  { value: '2008', label: '2008 test (100 questions)' },
];

/** Which bank an editor works on; the 2025 test by default, as for new learners. */
export const useBank = () => useState<TestVersion>('2025');
