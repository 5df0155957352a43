import { QueryClient } from '@tanstack/react-query';

/** The one cache of server answers; logout clears it, so it lives below the app that provides it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    // Offline, react-query would hold a mutation until the browser is back online, silently; our client
    // says there is no connection itself (network-notice.ts), so every call is sent and fails at once.
    mutations: { retry: false, networkMode: 'always' },
  },
});
