import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Mantine's 'light' variant (badges, light buttons, alerts) draws shade-6 text on a pale tint of
 * the same colour, which falls below WCAG AA contrast for small text. Text of that variant is
 * drawn in a darkened shade 9 instead, for every colour of the palette.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const palette = input.color ? input.theme.colors[input.color] : undefined;
  if (input.variant === 'light' && palette) {
    const text = darken(palette[9], 0.35);
    return { ...colors, color: text, hoverColor: text };
  }
  return colors;
};

/** The one Mantine theme of the app; the PWA theme colour (vite.config.ts) is violet.8. */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 8,
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  variantColorResolver,
});

/** 'dimmed' text (gray.6 by default, 3.3:1 on white) is gray.7 here, which passes AA. */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolvedTheme.colors.gray[7] },
  dark: {},
});
