import { QueryClient } from '@tanstack/react-query';

/** The spec's fetch constants (part 1 §9): fresh 60 s, kept 5 min, one retry, no refetch on focus. */
export const createAdminQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 300_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
