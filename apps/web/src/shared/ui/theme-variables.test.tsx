import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { cssVariablesResolver, themeVariablesCss } from './theme-variables';

describe('the theme variables the build writes into the stylesheet', () => {
  it('are what Mantine’s provider would draw for our theme', () => {
    const html = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withGlobalClasses={false}>
        <span />
      </MantineProvider>,
    );
    const drawn = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];
    expect(drawn).toMatch(/data-mantine-color-scheme="dark"/);
    // Less the dark scheme's block: the portal is drawn light only.
    expect(themeVariablesCss()).toBe(drawn?.replace(/:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*\}/, ''));
  });

  it('carry the brand colour and the darker error red', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-brand-6: #0b5f6b');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-8)');
    expect(css).not.toContain('"dark"');
  });
});
