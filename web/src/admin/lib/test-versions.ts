// The two civics tests an admin picks between in filters and forms, newest first.
export const TEST_VERSION_OPTIONS = [
  { value: '2025', label: '2025 test' },
  { value: '2008', label: '2008 test' },
] as const;
