// Spec §9 relative age: 0 days 'Today', 1 'Yesterday', under 7 'N days ago', then weeks (while
// under 30 weeks, as the source words it), else months.
const DAY = 24 * 60 * 60 * 1000;

export function relativeAge(date: string | Date, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / DAY));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  const weeks = Math.floor(days / 7);
  if (weeks < 30) return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
