// The Schedule Interview dialog's candidate picker on the Interviews screen: applications found in
// the store's in-memory index (localIndex.ts) by candidate name, email or job title, newest first,
// a few at a time — a store may hold 100 000 applications, the picker shows what the typing finds.
import type { LocalIndex } from '@/db/localIndex';
import { candidateLabel } from '../model/people';

export interface ApplicationOption {
  value: string;
  label: string;
}

export function applicationOptions(index: LocalIndex, query: string, limit = 30): ApplicationOption[] {
  const needle = query.trim().toLowerCase();
  const profiles = index.entries('profiles');
  const jobs = index.entries('jobs');
  const found: ApplicationOption[] = [];
  for (const application of index.sorted('applications', 'newestFirst')) {
    if (application.status === 'rejected') continue;
    const profile = application.applicant_id ? profiles.get(application.applicant_id) : undefined;
    const name = candidateLabel(profile);
    const jobTitle = jobs.get(application.job_id)?.title ?? 'Unknown job';
    const label = `${name} — ${jobTitle}`;
    if (needle && !`${label} ${profile?.email ?? ''}`.toLowerCase().includes(needle)) continue;
    found.push({ value: application.id, label });
    if (found.length >= limit) break;
  }
  return found;
}
