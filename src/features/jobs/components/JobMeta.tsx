import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { Job } from '@/db';
import { relativeAge } from '../model/relativeAge';
import { LocationLabel } from '@/ui/LocationLabel';

export interface JobMetaProps {
  job: Pick<Job, 'location' | 'created_at'>;
  /** What a screen adds after the age, such as the applicant count. */
  children?: ReactNode;
}

/** The dimmed line under a job's title on its card and its page: where, and how long ago it was posted. */
export function JobMeta({ job, children }: JobMetaProps) {
  return (
    <Group gap="md" c="dimmed">
      {job.location && <LocationLabel location={job.location} size="sm" />}
      <Text size="sm">Posted {relativeAge(job.created_at)}</Text>
      {children}
    </Group>
  );
}
