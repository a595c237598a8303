import type { ButtonProps } from '@mantine/core';
import type { Job } from '@/db';
import { CardButtonLink } from '@/ui/CardButtonLink';

export interface JobDetailsButtonProps {
  job: Pick<Job, 'id' | 'title'>;
  /** 'light' in the dashboard's short list; a job card keeps the default filled button. */
  variant?: ButtonProps['variant'];
}

/** "View Details": opens a job's page; its accessible name says which job. */
export function JobDetailsButton({ job, variant }: JobDetailsButtonProps) {
  return (
    <CardButtonLink
      link={{ to: '/app/jobs/$jobId', params: { jobId: job.id } }}
      label="View Details"
      ariaLabel={`View details of ${job.title}`}
      variant={variant}
    />
  );
}
