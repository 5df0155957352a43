import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  keys,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
} from '@mantine/core';
import { theme } from './theme';

// An input in error draws its text in the error colour; red.6 is 3.3:1 on white, red.8 passes AA.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});

/**
 * The CSS variables our theme sets, as Mantine's provider would draw them (less the dark scheme's) in a <style> element on every
 * page (only those that differ from Mantine's own defaults, which its stylesheet sets). The build writes
 * them into the stylesheet instead (vite-theme-variables.ts), so the provider no longer works them out in
 * the browser: a tenth of the first takeover task on a phone (issue 13). `theme-variables.test.ts` holds
 * them equal to what the provider draws.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: keyof ConvertCSSVariablesInput) => {
    const kept: ConvertCSSVariablesInput[typeof part] = {};
    for (const key of keys(ours[part])) {
      const value = ours[part][key];
      if (value !== undefined && value !== defaults[part][key]) kept[key] = value;
    }
    return kept;
  };
  // The portal is drawn light only (forceColorScheme in app/providers.tsx): no dark block, 0.7 kB gzip less.
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: {} });
}
