import type { ReactNode } from 'react';
import { Box, Container, Text, Title, type MantineSize, type StyleProp, type MantineSpacing } from '@mantine/core';

/** The visitor site's section backgrounds: plain, a grey band, or the violet of heroes and calls to action. */
const TONE_BG = {
  plain: undefined,
  gray: 'var(--mantine-color-gray-0)',
  violet: 'var(--mantine-color-violet-0)',
} as const;

export interface PublicSectionProps {
  /** The id of the heading that names the section (the `title`'s, or one inside `children`). */
  labelledBy: string;
  /** A centred section heading; without it the children bring their own. */
  title?: string;
  subtitle?: string;
  /** Space under the title: 'xs' keeps a subtitle or a grid close, 'lg' sets the grid apart. */
  titleGap?: MantineSpacing;
  tone?: keyof typeof TONE_BG;
  size?: MantineSize;
  py?: StyleProp<number>;
  children: ReactNode;
}

/** One band of a public page (landing, /welcome, /candidates): a section with a centred container. */
export function PublicSection({
  labelledBy,
  title,
  subtitle,
  titleGap = 'lg',
  tone = 'plain',
  size = 'lg',
  py = 48,
  children,
}: PublicSectionProps) {
  return (
    <Box component="section" py={py} aria-labelledby={labelledBy} bg={TONE_BG[tone]}>
      <Container size={size}>
        {title && (
          <Title order={2} id={labelledBy} ta="center" mb={titleGap}>
            {title}
          </Title>
        )}
        {subtitle && (
          <Text ta="center" c="dark.6" mb="lg" maw={640} mx="auto">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
