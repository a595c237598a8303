import { createTheme } from '@mantine/core';

/** The one Mantine theme of the app; the PWA theme colour (vite.config.ts) is violet.8. */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
