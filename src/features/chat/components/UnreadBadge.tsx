import { Badge, type BadgeProps } from '@mantine/core';

export interface UnreadBadgeProps extends Pick<BadgeProps, 'size'> {
  count: number;
  testId?: string;
}

/** How many messages are unread: the number as text (not only a colour), "N unread" to a screen reader. */
export function UnreadBadge({ count, size = 'sm', testId = 'unread-badge' }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    // Never squeezed by a row's truncating text beside it, and wide enough for its number (a
    // `circle` badge cut "1" to 7 px in the conversation list at 375 px).
    <Badge
      size={size}
      px={6}
      miw={20}
      style={{ flexShrink: 0 }}
      data-testid={testId}
      aria-label={`${count} unread`}
      role="status"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
