// Job status (spec §4): published is labelled Active; the badge menu offers Active, Draft and
// Archive with the current value disabled, and archived jobs also offer Restore Job (→ published).
export type JobStatus = 'published' | 'draft' | 'archived';

export const JOB_STATUS_LABEL: Record<JobStatus, string> = {
  published: 'Active',
  draft: 'Draft',
  archived: 'Archived',
};

export const JOB_STATUS_COLOR: Record<JobStatus, string> = {
  published: 'green',
  draft: 'gray',
  archived: 'orange',
};

export interface JobStatusMenuItem {
  status: JobStatus;
  label: string;
  disabled: boolean;
}

export function jobStatusMenu(current: JobStatus): JobStatusMenuItem[] {
  const items: JobStatusMenuItem[] = [
    { status: 'published', label: 'Set as Active', disabled: current === 'published' },
    { status: 'draft', label: 'Set as Draft', disabled: current === 'draft' },
    { status: 'archived', label: 'Archive', disabled: current === 'archived' },
  ];
  if (current === 'archived') items.push({ status: 'published', label: 'Restore Job', disabled: false });
  return items;
}

export const jobStatusUpdatedMessage = (status: JobStatus) => `Job status updated to ${status}`;
export const JOB_STATUS_UPDATE_FAILED = 'Failed to update job status';
