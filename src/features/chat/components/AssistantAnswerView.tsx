import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AssistantAnswer } from '../assistant';

export interface AssistantAnswerViewProps {
  answer: AssistantAnswer;
  onAsk: (question: string) => void;
  onOpenDraft: (draft: NonNullable<AssistantAnswer['draft']>) => void;
}

/** An answer: its sentence, the rows it is about as links (each with its detail), a draft to open, follow-ups. */
export function AssistantAnswerView({ answer, onAsk, onOpenDraft }: AssistantAnswerViewProps) {
  return (
    <Stack gap="xs" data-testid="assistant-answer">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {answer.text}
      </Text>
      {answer.rows.length > 0 && (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {answer.rows.map((row) => (
            <li key={`${row.kind}-${row.id}`}>
              {/* The assistant's hrefs are the app's own paths (assistant/links.ts). */}
              <Anchor component={Link} to={row.href} size="sm" fw={600}>
                {row.label}
              </Anchor>
              {row.detail && (
                <Text size="xs" c="dimmed">
                  {row.detail}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      {answer.draft && (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMail size={14} aria-hidden />}
            onClick={() => onOpenDraft(answer.draft!)}
          >
            Open draft
          </Button>
        </Group>
      )}
      {answer.suggestions && answer.suggestions.length > 0 && (
        <Suggestions questions={answer.suggestions} onAsk={onAsk} />
      )}
    </Stack>
  );
}

/** Questions to ask with one click (the help list, or the choices of an ambiguous name). */
export function Suggestions({ questions, onAsk }: { questions: readonly string[]; onAsk: (question: string) => void }) {
  return (
    <Group gap={6}>
      {questions.map((q) => (
        <Button key={q} size="compact-xs" variant="default" radius="xl" tt="none" onClick={() => onAsk(q)}>
          {q}
        </Button>
      ))}
    </Group>
  );
}
