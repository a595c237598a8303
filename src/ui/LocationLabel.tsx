import { Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';

export interface LocationLabelProps {
  location: string;
  /** 'xs' on compact cards, 'sm' on job cards and headers; the pin and its gap scale with it. */
  size: 'xs' | 'sm';
}

/** A place with the map pin before it, as cards and job headers show a job's or candidate's location. */
export function LocationLabel({ location, size }: LocationLabelProps) {
  const compact = size === 'xs';
  return (
    <Group gap={compact ? 2 : 4}>
      <IconMapPin size={compact ? 12 : 14} aria-hidden />
      <Text size={size}>{location}</Text>
    </Group>
  );
}
