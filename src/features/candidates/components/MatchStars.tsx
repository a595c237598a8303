import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** Five stars, `stars` of them filled (spec §9: score / 20 rounded). */
export function MatchStars({ stars }: { stars: number }) {
  return (
    <Group gap={2} role="img" aria-label={`${stars} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) =>
        i < stars ? (
          <IconStarFilled key={i} size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={i} size={14} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
    </Group>
  );
}
