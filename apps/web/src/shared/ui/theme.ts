import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep teal that keeps 4.5:1 contrast with white text from shade 6 up (WCAG AA).
const brand: MantineColorsTuple = [
  '#e6f6f7',
  '#cbe9ec',
  '#9dd4da',
  '#6bbec7',
  '#44abb6',
  '#2a9aa6',
  '#0b5f6b',
  '#0a5660',
  '#084b54',
  '#053c43',
];

// Mantine's green with its two darkest shades deepened, so green text on white passes 4.5:1.
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#24773a',
  '#1b5e28',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, green },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif' },
  defaultRadius: 'md',
  // A visitor whose system asks for less motion gets dialogs, menus and notices without their fades and
  // slides (WCAG 2.3.3); Mantine ignores the setting unless the theme asks it to.
  respectReducedMotion: true,
  focusRing: 'auto',
  components: {
    // A label longer than a phone is wide wraps onto a second line instead of being cut off
    // ("استعلام عن الفواتير المحددة (0 من 5)" lost its count at 390 px). The root centres its content
    // itself: with its height no longer fixed, a link drawn as a button (the Dashboard's Pay) had its
    // label at the top of the box.
    Button: {
      defaultProps: { size: 'md' },
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4, display: 'inline-flex', alignItems: 'center' },
        inner: { flex: 1 },
        label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
      },
    },
    // A loader is named ("Loading"), and a name needs a role: axe refuses aria-label on a bare span.
    Loader: { defaultProps: { role: 'status' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    // Mantine's default description (gray.6) and error (red.6) text fall below 4.5:1 on white (WCAG AA).
    // Light alerts draw their title in the variant colour, too pale on its tint; the body text colour is not.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    InputWrapper: {
      styles: {
        description: { color: 'var(--mantine-color-gray-7)' },
        error: { color: 'var(--mantine-color-red-8)' },
      },
    },
  },
});
