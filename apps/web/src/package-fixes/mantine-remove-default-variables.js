// Mantine's remove-default-variables.mjs, with its defaults worked out on first use rather than when the
// module is evaluated. Mantine works them out at once, every page pays it as the packages' chunk is
// evaluated (a third of that task on a phone's CPU, issue 13), and the portal never uses them: its
// provider draws no CSS variables (withCssVariables={false}, theme-variables.ts). Aliased in
// vite.shared.ts for the import in MantineCssVariables.mjs.
import { DEFAULT_THEME, defaultCssVariablesResolver, keys } from '@mantine/core';

let defaults = null;

export function removeDefaultVariables(input) {
  defaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  const cleaned = { variables: {}, light: {}, dark: {} };
  for (const part of ['variables', 'light', 'dark'])
    keys(input[part]).forEach((key) => {
      if (defaults[part][key] !== input[part][key]) cleaned[part][key] = input[part][key];
    });
  return cleaned;
}
