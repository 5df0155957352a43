import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { BASE_PATH } from '@/config/paths';
import { routes } from './route-table';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router, started once the page modules of the address are loaded: its first render then
 * draws the page itself (not an empty frame), which is what hydrating a page drawn on the server needs
 * (docs/how-a-page-starts.md). Every other address is loaded lazily as before.
 */
export async function startRouter(): Promise<DataRouter> {
  const matches = matchRoutes(routes, window.location, BASE_PATH) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { basename: BASE_PATH });
}

export function AppRouter({ router }: { router: DataRouter }) {
  return <RouterProvider router={router} />;
}
