// A new channel's name (the server: 1 to 80 characters after trimming, one per name in a company
// whatever the case; owners and admins only). Pure.
import type { MemberRole } from '@/db';

export const CHANNEL_NAME_MAX = 80;

/** The name as stored: without the leading '#' and the spaces around it. */
export const tidyChannelName = (name: string): string => name.trim().replace(/^#+/, '').trim();

/** Why the name cannot be used, or null. `existing` are the company's channel names. */
export function channelNameError(name: string, existing: readonly string[]): string | null {
  const tidy = tidyChannelName(name);
  if (!tidy) return 'Enter a channel name';
  if (tidy.length > CHANNEL_NAME_MAX) return `At most ${CHANNEL_NAME_MAX} characters`;
  const lower = tidy.toLowerCase();
  if (existing.some((n) => n.trim().toLowerCase() === lower)) return `#${tidy} already exists`;
  return null;
}

/** Owners and admins add channels (the server refuses the other roles). */
export const canAddChannel = (role: MemberRole | null): boolean => role === 'owner' || role === 'admin';
