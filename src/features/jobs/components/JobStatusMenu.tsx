import { Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Job } from '@/db';
import { useCan } from '@/db/react';
import { LazyMenu } from '@/ui/LazyMenu';
import { JOB_STATUS_COLOR, JOB_STATUS_LABEL, jobStatusMenu, type JobStatus } from '../model/jobStatus';

export interface JobStatusMenuProps {
  job: Pick<Job, 'status' | 'title'>;
  onChange: (status: JobStatus) => void;
}

/**
 * The status badge that opens the status menu (spec §4: current value disabled, Restore Job). A
 * member who may not change jobs (an interviewer, issue 13) sees the status without the menu.
 */
export function JobStatusMenu({ job, onChange }: JobStatusMenuProps) {
  const { status } = job;
  const mayChange = useCan('manage_jobs');
  if (!mayChange)
    return (
      <Badge color={JOB_STATUS_COLOR[status]} variant="light" style={{ flexShrink: 0 }}>
        {JOB_STATUS_LABEL[status]}
      </Badge>
    );
  return (
    // Mounted on first use (LazyMenu): the jobs list has one per card.
    <LazyMenu
      target={
        // Never shrunk by a long title beside it: the badge was cut to "AC…" at 375 px.
        <UnstyledButton
          style={{ flexShrink: 0 }}
          aria-label={`Status of ${job.title}: ${JOB_STATUS_LABEL[status]}. Change status`}
        >
          <Badge
            color={JOB_STATUS_COLOR[status]}
            variant="light"
            rightSection={<IconChevronDown size={12} aria-hidden />}
          >
            {JOB_STATUS_LABEL[status]}
          </Badge>
        </UnstyledButton>
      }
    >
      {jobStatusMenu(status).map((item) => (
        <Menu.Item key={item.label} disabled={item.disabled} onClick={() => onChange(item.status)}>
          {item.label}
        </Menu.Item>
      ))}
    </LazyMenu>
  );
}
