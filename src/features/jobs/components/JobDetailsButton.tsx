import type { ButtonProps } from '@mantine/core';
import type { Job } from '@/db';
import { ButtonLink } from '@/ui/links';

export interface JobDetailsButtonProps {
  job: Pick<Job, 'id' | 'title'>;
  /** 'light' in the dashboard's short list; a job card keeps the default filled button. */
  variant?: ButtonProps['variant'];
}

/** "View Details": opens a job's page; its accessible name says which job. */
export function JobDetailsButton({ job, variant }: JobDetailsButtonProps) {
  return (
    <ButtonLink
      to="/app/jobs/$jobId"
      params={{ jobId: job.id }}
      size="xs"
      variant={variant}
      aria-label={`View details of ${job.title}`}
    >
      View Details
    </ButtonLink>
  );
}
