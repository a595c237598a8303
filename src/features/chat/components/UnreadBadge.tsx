import { Badge, type BadgeProps } from '@mantine/core';

export interface UnreadBadgeProps extends Pick<BadgeProps, 'size'> {
  count: number;
  testId?: string;
}

/** How many messages are unread: the number as text (not only a colour), "N unread" to a screen reader. */
export function UnreadBadge({ count, size = 'sm', testId = 'unread-badge' }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <Badge size={size} circle={count < 10} data-testid={testId} aria-label={`${count} unread`} role="status">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
