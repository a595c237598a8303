import { Group } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconFileDescription, IconUsers } from '@tabler/icons-react';
import { ButtonLink } from '@/ui/links';
import { useCan } from '@/db/react';
import { DashboardSection } from './DashboardSection';

/** Spec §2 "Quick Actions": one link each to create a job, review candidates, schedule, manage jobs. */
export function QuickActions() {
  const mayManageJobs = useCan('manage_jobs');
  return (
    <DashboardSection title="Quick Actions">
      <Group gap="sm">
        {mayManageJobs && (
          <ButtonLink
            to="/app/job-description"
            variant="light"
            leftSection={<IconFileDescription size={16} aria-hidden />}
          >
            Create a Job
          </ButtonLink>
        )}
        <ButtonLink to="/app/candidates" variant="light" leftSection={<IconUsers size={16} aria-hidden />}>
          Review Candidates
        </ButtonLink>
        <ButtonLink to="/app/interviews" variant="light" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
          Schedule Interviews
        </ButtonLink>
        <ButtonLink to="/app/jobs" variant="light" leftSection={<IconBriefcase size={16} aria-hidden />}>
          Manage Jobs
        </ButtonLink>
      </Group>
    </DashboardSection>
  );
}
