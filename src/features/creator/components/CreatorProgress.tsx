import { Group, Progress, Stack, Text } from '@mantine/core';
import { CREATOR_PROGRESS_LABELS, creatorProgressIndex, creatorProgressPercent } from '../model/creatorProgress';

/** The creator's step progress bar: 11 labels, percent = step / 11 capped at 100 (spec §9). */
export function CreatorProgress({ step }: { step: number }) {
  const percent = creatorProgressPercent(step);
  const current = creatorProgressIndex(step);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Step {Math.min(step, CREATOR_PROGRESS_LABELS.length)} of {CREATOR_PROGRESS_LABELS.length}:{' '}
          {CREATOR_PROGRESS_LABELS[current]}
        </Text>
        <Text size="sm" c="dimmed">
          {Math.round(percent)}%
        </Text>
      </Group>
      <Progress value={percent} aria-label="Job description progress" />
      <Group gap={6} visibleFrom="md" wrap="nowrap" justify="space-between">
        {CREATOR_PROGRESS_LABELS.map((label, index) => (
          <Text
            key={label}
            size="xs"
            fw={index === current ? 700 : 400}
            c={index <= current ? 'violet.8' : 'dimmed'}
            aria-current={index === current ? 'step' : undefined}
          >
            {label}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
