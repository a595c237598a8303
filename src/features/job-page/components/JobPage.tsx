import { useState } from 'react';
import { Anchor, Box, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconCurrencyDollar, IconMapPin, IconMessageQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { usePublicJob } from '@/features/jobs/queries/usePublicJob';
import { jobSalaryLabel } from '@/features/jobs/model/salaryLabel';
import { PublicJobsHeader } from '@/features/jobs/components/board/PublicJobsHeader';
import { SiteFooter } from '@/features/landing/components/SiteFooter';
import { JobNotFound } from '@/ui/JobNotFound';
import { SkillBadges } from '@/ui/SkillBadges';
import { JobQuestionChat } from '@/features/assistant/components/JobQuestionChat';
import { ApplyDialog } from '@/features/apply/components/ApplyDialog';
import { JobDetailTabs } from './JobDetailTabs';
import { ShareJobButton } from './ShareJobButton';
import '@/features/landing/components/publicSite.css';

/** The public job page (spec §2 "/job/{jobId}"). */
export function JobPage({ jobId }: { jobId: string }) {
  const job = usePublicJob(jobId);
  const [askOpen, setAskOpen] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);

  return (
    <Box className="partii-public">
      <PublicJobsHeader />
      <Box component="main">
        {job === 'loading' ? (
          <Center py={80}>
            <Loader aria-label="Loading job" />
          </Center>
        ) : job === null ? (
          <JobNotFound variant="public" />
        ) : (
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
              {askOpen && <JobQuestionChat job={job} />}
              <JobDetailTabs job={job} />
            </Stack>
            <ApplyDialog job={job} opened={applyOpen} onClose={() => setApplyOpen(false)} />
          </Container>
        )}
      </Box>
      <SiteFooter />
    </Box>
  );
}
