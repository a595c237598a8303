import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  rgba,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The 'light' variant (badges, light buttons, alerts) is a pale tint of a colour with dark text of
 * the same hue, for every colour of the palette, with or without a shade:
 * - Mantine draws its text in shade 6 on the tint, which falls below WCAG AA contrast for small
 *   text: the text is a darkened shade 9 instead.
 * - For a colour given with a shade ('violet.9', 'green.9'), Mantine 9 paints the background solid
 *   in that shade and keeps the light text colour of the unshaded colour, so text and background
 *   can be the same colour (invisible public badges, issue 10). Here the shade only picks the tint:
 *   a light badge stays light, whatever shade it names.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' || !input.color) return colors;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  const palette = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!palette) return colors;
  const text = darken(palette[9], 0.35);
  if (parsed.shade === undefined) return { ...colors, color: text, hoverColor: text };
  return {
    ...colors,
    background: rgba(palette[parsed.shade], 0.1),
    hover: rgba(palette[parsed.shade], 0.16),
    color: text,
    hoverColor: text,
  };
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
