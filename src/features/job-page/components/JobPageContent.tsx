import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconCurrencyDollar, IconMapPin, IconMessageQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { usePublicJob } from '@/features/jobs/queries/usePublicJob';
import { jobSalaryLabel } from '@/features/jobs/model/salaryLabel';
import { DeferredDialog } from '@/features/public-forms/components/deferred';
import { contentShown } from '@/pwa/afterFirstPaint';
import { JobNotFound } from '@/ui/JobNotFound';
import { SkillBadges } from '@/ui/SkillBadges';
import { JobDetailTabs } from './JobDetailTabs';
import { JobPageLoading } from './JobPageLoading';
import { ShareJobButton } from './ShareJobButton';

// Loaded when first asked for: the question chat and the application dialog.
const JobQuestionChat = lazy(() =>
  import('@/features/assistant/components/JobQuestionChat').then((module) => ({ default: module.JobQuestionChat })),
);
const ApplyDialog = lazy(() =>
  import('@/features/apply/components/ApplyDialog').then((module) => ({ default: module.ApplyDialog })),
);

/** The job page's content: the job from the public store, or its loading and not-found states. */
export function JobPageContent({ jobId }: { jobId: string }) {
  // Deferred: the page drawn once the store answers is a background render, which React splits
  // into short tasks instead of one long task that blocks input on a slow phone (issue 12, B8).
  const job = useDeferredValue(usePublicJob(jobId));
  // The page's main content is drawn: what waited for it may start (src/main.tsx, seedJobPage).
  useEffect(() => {
    if (job !== 'loading') contentShown();
  }, [job]);
  const [askOpen, setAskOpen] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);

  if (job === 'loading') return <JobPageLoading />;
  if (job === null) return <JobNotFound variant="public" />;
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Anchor component={Link} to="/jobs" className="touch-target">
          ← Back to all jobs
        </Anchor>
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {job.title}
          </Title>
          <Group gap="md" c="dark.6">
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text>{job.location || 'Location not specified'}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCurrencyDollar size={18} aria-hidden />
              <Text data-testid="job-salary">{jobSalaryLabel(job)}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={18} aria-hidden />
              <Text>Posted {format(new Date(job.created_at), 'MMMM d, yyyy')}</Text>
            </Group>
          </Group>
          {job.skills.length > 0 && (
            <SkillBadges
              skills={job.skills}
              gap={6}
              aria-label="Skills"
              badge={{ variant: 'light', color: 'violet.9' }}
            />
          )}
        </Stack>
        <Group gap="sm">
          <Button size="md" onClick={() => setApplyOpen(true)}>
            Apply Now
          </Button>
          <Button
            size="md"
            variant="light"
            leftSection={<IconMessageQuestion size={18} aria-hidden />}
            onClick={() => setAskOpen((open) => !open)}
            aria-expanded={askOpen}
          >
            Ask Questions
          </Button>
          <ShareJobButton title={job.title} />
        </Group>
        {askOpen && (
          <Suspense fallback={null}>
            <JobQuestionChat job={job} />
          </Suspense>
        )}
        <JobDetailTabs job={job} />
      </Stack>
      <DeferredDialog
        opened={applyOpen}
        render={(opened) => <ApplyDialog job={job} opened={opened} onClose={() => setApplyOpen(false)} />}
      />
    </Container>
  );
}
