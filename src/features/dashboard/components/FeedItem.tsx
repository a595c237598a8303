import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { AnchorLink } from '@/ui/links';

export interface FeedItemProps {
  /** The round icon at the start (a ThemeIcon, hidden from assistive technology). */
  icon: ReactNode;
  /** In-app path the label opens. */
  to: string;
  label: string;
  /** The dimmed line under the label. */
  note: string;
  /** Rendered as a list item when the feed is a list. */
  as?: 'li';
  align?: 'flex-start';
  fw?: number;
}

/** A line of the activity and insights feeds: icon, a linked label, a dimmed note. */
export function FeedItem({ icon, to, label, note, as, align, fw }: FeedItemProps) {
  return (
    <Group component={as ?? 'div'} align={align} gap="sm" wrap="nowrap">
      {icon}
      <div>
        <AnchorLink to={to} size="sm" fw={fw} c="inherit">
          {label}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </div>
    </Group>
  );
}
