import { Badge, List, Stack, Text } from '@mantine/core';
import type { InterviewStage } from '@/db';
import { KitSection } from './KitSection';

/** The stage's guide: what to rate (with what a 4 and a 1 look like) and the questions to ask. */
export function KitGuide({ stage }: { stage: InterviewStage | undefined }) {
  if (!stage) {
    return (
      <KitSection title="Interview guide">
        <Text size="sm" c="dimmed">
          This interview is not at a stage of an interview plan, so it has no focus attributes or questions.
        </Text>
      </KitSection>
    );
  }
  return (
    <KitSection
      title={`Interview guide: ${stage.name}`}
      label="Interview guide"
      action={
        <Badge variant="light" color="gray" tt="none">
          {stage.type === 'interview' ? 'Interview' : stage.type === 'assessment' ? 'Assessment' : 'Decision'}
        </Badge>
      }
    >
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} mb={4}>
            Focus attributes
          </Text>
          {stage.focus_attributes.length ? (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {stage.focus_attributes.map((attribute) => (
                <li key={attribute.id}>
                  <Text size="sm" fw={500}>
                    {attribute.name}
                  </Text>
                  {attribute.guidance && (
                    <Text size="sm" c="dimmed">
                      {attribute.guidance}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              This stage has no focus attributes.
            </Text>
          )}
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Questions
          </Text>
          {stage.questions.length ? (
            <List type="ordered" size="sm" spacing={4}>
              {stage.questions.map((question, i) => (
                <List.Item key={i}>{question}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              This stage has no questions.
            </Text>
          )}
        </div>
      </Stack>
    </KitSection>
  );
}
