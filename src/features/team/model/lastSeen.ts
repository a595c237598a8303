// "Last seen" of Settings → Team (issue 13). Pure.
import { formatDistance } from 'date-fns';

/**
 * When a member was last seen, as people say it. A time ahead of this device's clock (the other
 * device's clock runs ahead, or this one's behind) is "Just now", never "in 5 months".
 */
export function lastSeenLabel(lastSeenAt: string | null, now: Date): string {
  if (!lastSeenAt) return 'Never';
  const at = Date.parse(lastSeenAt);
  if (Number.isNaN(at)) return 'Never';
  if (now.getTime() - at < 60_000) return 'Just now';
  return formatDistance(at, now, { addSuffix: true });
}

/** The day a member joined, in the reader's locale (e.g. "Apr 16, 2026"). */
export function joinedLabel(createdAt: string): string {
  return new Date(createdAt).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
