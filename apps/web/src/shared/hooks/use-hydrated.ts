import { useDrawnByServer } from './first-render';

/**
 * False while React hydrates a page drawn on the server (the first render matches the HTML), true once it
 * has (in a transition: see FirstRender), and at once for a page the browser draws itself.
 */
export const useHydrated = (): boolean => !useDrawnByServer();
