import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
// Mantine's own module, by a path the alias in vite.shared.ts does not catch.
// @ts-expect-error: a package module without types
import { removeDefaultVariables as mantines } from '../../../../node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs';
import { describe, expect, it } from 'vitest';
import { theme } from '@/shared/ui/theme';
import { removeDefaultVariables } from './mantine-remove-default-variables';

describe('the copy of Mantine’s removeDefaultVariables', () => {
  it('keeps exactly what Mantine’s keeps', () => {
    const input = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    input.light['--mantine-color-error'] = 'var(--mantine-color-red-8)';
    const kept = removeDefaultVariables(input);
    expect(kept).toEqual(mantines(input));
    expect(kept.light['--mantine-color-error']).toBe('var(--mantine-color-red-8)');
    expect(Object.keys(kept.variables).length).toBeGreaterThan(0);
  });
});
