import { Anchor, Card, Center, Grid, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Job } from '@/db';
import { usePublicJob } from '@/features/jobs/queries/usePublicJob';
import { JobNotFound } from '@/ui/JobNotFound';
import { SkillBadges } from '@/ui/SkillBadges';
import { jobSalaryLabel } from '@/features/jobs/model/salaryLabel';
import { useApplyChat } from '../queries/useApplyChat';
import { ApplyChatPanel, ResumeUploadButton } from './ApplyChatPanel';
import { useSubmittedRedirect } from './useSubmittedRedirect';

/** Spec §9: the application chat panel is 600 px high. */
export const APPLY_CHAT_HEIGHT = 600;

/** A card beside the chat, under its own heading. */
function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function ApplyScreenContent({ job }: { job: Job }) {
  const chat = useApplyChat(job, useSubmittedRedirect(job.id));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ApplyChatPanel chat={chat} job={job} height={APPLY_CHAT_HEIGHT} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <SideCard title="Job Details">
            <Stack gap={4}>
              <Anchor component={Link} to={`/job/${job.id}`} fw={600}>
                {job.title}
              </Anchor>
              <Text size="sm" c="dark.6">
                {job.location || 'Location not specified'}
              </Text>
              <Text size="sm">{jobSalaryLabel(job)}</Text>
              <SkillBadges skills={job.skills} max={5} gap={4} badge={{ variant: 'light', color: 'violet.9' }} />
            </Stack>
          </SideCard>
          <SideCard title="Application Tips">
            <List size="sm" spacing={4} mb="md">
              <List.Item>Have your resume ready as a PDF, DOC or DOCX file.</List.Item>
              <List.Item>Answer in your own words — specific examples help.</List.Item>
              <List.Item>Your progress is saved on this device, even offline.</List.Item>
            </List>
            <ResumeUploadButton chat={chat} />
          </SideCard>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /app/apply/{jobId}: the application chat screen. */
export function ApplyScreen({ jobId }: { jobId: string }) {
  const job = usePublicJob(jobId);
  if (job === 'loading') {
    return (
      <Center py={80}>
        <Loader aria-label="Loading job" />
      </Center>
    );
  }
  if (job === null) return <JobNotFound variant="public" />;
  return (
    <Stack gap="md" className="partii-public">
      <Title order={1} size="h2">
        Apply: {job.title}
      </Title>
      <ApplyScreenContent job={job} />
    </Stack>
  );
}
