import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME, defaultCssVariablesResolver } from '@mantine/core';
import { describe, expect, it } from 'vitest';

// Hoisted to the repository's node_modules by the workspaces.
const mantine = fileURLToPath(new URL('../../../../../node_modules/@mantine/core', import.meta.url));
const removeDefaults = path.join(mantine, 'esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs');

/**
 * The packages we patch (patches/, applied by `npm install`'s postinstall, which fails when a patch no
 * longer applies or the package's version changed): each patch is in place and does what it is for.
 */
describe("Mantine's removeDefaultVariables (patches/@mantine+core+*.patch)", () => {
  it('works out its defaults on first use, not when its module is evaluated', () => {
    const source = fs.readFileSync(removeDefaults, 'utf8');
    expect(source).toContain('let defaultCssVariables = null;');
    expect(source).toContain('defaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);');
    expect(source).not.toMatch(/const defaultCssVariables = defaultCssVariablesResolver/);
  });

  it('still keeps exactly the variables that differ from the defaults', async () => {
    const { removeDefaultVariables } = (await import(/* @vite-ignore */ removeDefaults)) as {
      removeDefaultVariables: (input: ReturnType<typeof defaultCssVariablesResolver>) => ReturnType<typeof defaultCssVariablesResolver>;
    };
    const input = defaultCssVariablesResolver(DEFAULT_THEME);
    input.light['--mantine-color-error'] = 'var(--mantine-color-red-8)';
    const kept = removeDefaultVariables(input);
    expect(kept.light).toEqual({ '--mantine-color-error': 'var(--mantine-color-red-8)' });
    expect(kept.variables).toEqual({});
  });
});
