import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { Job } from '@/db';
import { PageLoader } from '@/ui/PageLoader';
import { JobNotFound } from '@/ui/JobNotFound';
import { useJob } from '@/features/jobs/queries/useJobs';
import { useCreatorConversation } from '../hooks/useCreatorConversation';
import { CreatorChat } from './CreatorChat';
import { CreatorProgress } from './CreatorProgress';
import { useCan, useMembership } from '@/db/react';
import { roleLabel } from '@/db/permissions';

/**
 * A member who may not create or edit jobs (an interviewer, issue 13) is told so instead of
 * being handed a creator whose drafts the server would refuse.
 */
function CreatorAllowed({ children }: { children: React.ReactNode }) {
  const mayManageJobs = useCan('manage_jobs');
  const { role } = useMembership();
  if (mayManageJobs) return children;
  return (
    <Text role="status">
      {role
        ? `Your role (${roleLabel(role)}) can read jobs but not create or edit them. Ask an owner or admin of your company.`
        : 'You are not a member of this company.'}
    </Text>
  );
}

/** The conversation (see useCreatorConversation): progress, the chat, and 'Start over'. */
function CreatorConversation({ job }: { job: Job | null }) {
  const { draft, messages, replying, published, send, upload, startOver } = useCreatorConversation(job);
  if (!draft) return <PageLoader label="Loading conversation" />;
  return (
    <Stack gap="md">
      <CreatorProgress step={published ? 13 : draft.step} />
      <CreatorChat
        messages={messages}
        loading={replying}
        disabled={published}
        allowUpload={draft.step === 1 && !published}
        onSend={send}
        onUpload={upload}
      />
      {!published && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={startOver}
          >
            Start over
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** /app/job-description and /app/job-description/new: the creator for a new job. */
export function NewJobCreatorPage() {
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          Job Description Creator
        </Title>
        <Text c="dimmed">Answer a few questions and the assistant writes and publishes your job.</Text>
      </div>
      <CreatorAllowed>
        <CreatorConversation job={null} />
      </CreatorAllowed>
    </Stack>
  );
}

/** /app/job-description/{jobId}/edit: the job is loaded into a draft; publishing saves that job. */
export function EditJobCreatorPage({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  if (job === undefined) return <PageLoader label="Loading job" />;
  if (job === null) return <JobNotFound variant="recruiter" />;
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} size="h2">
          Edit Job: {job.title}
        </Title>
        <Text c="dimmed">Type 'edit' to rewrite the description and what follows, or 'publish' to save.</Text>
      </div>
      <CreatorAllowed>
        <CreatorConversation job={job} />
      </CreatorAllowed>
    </Stack>
  );
}
