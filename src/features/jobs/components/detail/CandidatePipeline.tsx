import { Group, Paper, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import { PIPELINE_STAGES, PIPELINE_STAGE_LABEL, type StageCounts } from '@/features/applications/model/pipelineStage';

/** The candidate pipeline: how many applications sit in each stage. */
export function CandidatePipeline({ counts, total }: { counts: StageCounts; total: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Candidate Pipeline
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {PIPELINE_STAGES.map((stage) => (
          <div key={stage}>
            <Group justify="space-between">
              <Text size="sm">{PIPELINE_STAGE_LABEL[stage]}</Text>
              <Text size="sm" fw={600}>
                {counts[stage]}
              </Text>
            </Group>
            <Progress
              value={total === 0 ? 0 : (counts[stage] / total) * 100}
              color={stage === 'rejected' ? 'red' : stage === 'offer' ? 'green' : 'violet'}
              aria-label={`${PIPELINE_STAGE_LABEL[stage]}: ${counts[stage]} of ${total}`}
            />
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
