import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * The product logo and name, linking home. It never shrinks and its name never wraps: in a narrow
 * header the actions beside it give way instead (it was squeezed into "P / ar / tii" at 375 px).
 */
export function BrandLink() {
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Partii home" style={{ flexShrink: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="lg" radius="md" aria-hidden>
          <Text fw={800} c="white">
            P
          </Text>
        </ThemeIcon>
        <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
          Partii
        </Text>
      </Group>
    </Anchor>
  );
}
