import { QueryClient } from '@tanstack/react-query';

/** The one cache of server answers; logout clears it, so it lives below the app that provides it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
