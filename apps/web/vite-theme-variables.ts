import type { Plugin } from 'vite';
import { themeVariablesCss } from './src/shared/ui/theme-variables';

const ID = 'virtual:theme-variables.css';
// Not \0-prefixed: Vite's CSS plugin must still take it for a stylesheet (by its .css ending).
const RESOLVED = '/@portal/theme-variables.css';

/** `import 'virtual:theme-variables.css'`: the theme's CSS variables, worked out at build time (theme-variables.ts). */
export function themeVariables(): Plugin {
  return {
    name: 'portal-theme-variables',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themeVariablesCss() : undefined),
  };
}
