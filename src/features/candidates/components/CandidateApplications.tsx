import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { format } from 'date-fns';
import { MatchEvidence } from '@/features/screening/components/MatchEvidence';
import { AiMatchBadge } from '@/features/applications/components/AiMatchBadge';
import { PIPELINE_STAGE_LABEL, pipelineStage } from '@/features/applications/model/pipelineStage';
import type { CandidateApplication } from '../queries/useCandidate';
import { useCachedResume } from '../queries/useResume';
import { AnchorLink } from '@/ui/links';

function ApplicationItem({
  item,
  candidateName,
  onDownload,
}: {
  item: CandidateApplication;
  candidateName: string;
  onDownload: () => void;
}) {
  const { application, job } = item;
  const cached = useCachedResume(application.cv_url);
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <AnchorLink to="/app/jobs/$jobId" params={{ jobId: application.job_id }} fw={600}>
            {job?.title ?? 'Unknown job'}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            Applied {format(new Date(application.created_at), 'MMM d, yyyy')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="light">{PIPELINE_STAGE_LABEL[pipelineStage(application.status)]}</Badge>
          {application.withdrawn_at && (
            // Set by the candidate on their status page; the application keeps its status (docs/messaging.md).
            <Badge
              variant="light"
              color="orange"
              tt="none"
              title={`Withdrawn ${format(new Date(application.withdrawn_at), 'MMM d, yyyy')}`}
            >
              Withdrawn
            </Badge>
          )}
          <AiMatchBadge
            rating={application.ai_rating}
            summary={application.ai_summary}
            evidence={application.ai_evidence}
            candidateName={candidateName}
          />
        </Group>
      </Group>
      {application.ai_summary && (
        <Text size="sm" mt="sm">
          {application.ai_summary}
        </Text>
      )}
      <Stack mt="sm" gap="xs">
        <Text size="sm" fw={600}>
          AI evidence
        </Text>
        <MatchEvidence application={application} />
      </Stack>
      {application.cv_url && (
        <Group mt="sm" gap="xs">
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={onDownload}>
            Download Resume
          </Button>
          <Text size="xs" c="dimmed">
            {application.resume_filename ?? application.cv_url.split('/').pop()}
            {cached === null ? ' · not available offline yet' : cached ? ' · available offline' : ''}
          </Text>
        </Group>
      )}
    </Paper>
  );
}

export interface CandidateApplicationsProps {
  items: CandidateApplication[];
  candidateName: string;
  onDownload: (cvUrl: string | null, fileName: string | null) => void;
}

/** The candidate's Job Applications, each linking to its job, with its AI evidence and resume. */
export function CandidateApplications({ items, candidateName, onDownload }: CandidateApplicationsProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Job Applications
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No applications yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <ApplicationItem
              key={item.application.id}
              item={item}
              candidateName={candidateName}
              onDownload={() => onDownload(item.application.cv_url, item.application.resume_filename)}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
