import {
  IconBriefcase,
  IconLayoutDashboard,
  IconMessages,
  IconSettings,
  IconUsers,
  IconCalendarEvent,
  IconGitBranch,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: '/app' | '/app/jobs' | '/app/candidates' | '/app/flows' | '/app/interviews' | '/app/chat' | '/app/settings';
  icon: Icon;
}

/** Spec §2 "Recruiter shell": the side bar's entries, in order. */
export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', to: '/app', icon: IconLayoutDashboard },
  { label: 'Jobs', to: '/app/jobs', icon: IconBriefcase },
  { label: 'Candidates', to: '/app/candidates', icon: IconUsers },
  { label: 'Flows', to: '/app/flows', icon: IconGitBranch },
  { label: 'Interviews', to: '/app/interviews', icon: IconCalendarEvent },
  { label: 'Chat', to: '/app/chat', icon: IconMessages },
  { label: 'Settings', to: '/app/settings', icon: IconSettings },
];

/** The Dashboard entry is active on /app only; the others on their section ('/app/jobs/…'). */
export function isNavItemActive(item: Pick<NavItem, 'to'>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === '/app') return path === '/app';
  return path === item.to || path.startsWith(`${item.to}/`);
}
