import { useEffect, useRef, useState } from 'react';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import type { AssistantTurn } from '@/db';
import { useCompanyDb, useMembership } from '@/db/react';
import { EmailCandidateDialog } from '@/features/email';
import { ChatComposer } from '@/ui/chat/ChatComposer';
import { TYPING_LABEL, TYPING_TEXT } from '@/ui/chat/chatTexts';
import { ASSISTANT_HELP, type AssistantAnswer } from '../assistant';
import { askAssistant, storedAnswer, type AnswerQuestion } from '../commands/askAssistant';
import { useAssistantTurns } from '../queries/useChat';
import { AssistantAnswerView, Suggestions } from './AssistantAnswerView';

export interface AssistantPaneProps {
  /** The assistant (tests give their own); answerQuestion by default. */
  answer?: AnswerQuestion;
}

/**
 * The hiring assistant's conversation: questions about the member's own store (so it works
 * offline), answered with links into the app. Kept on this device only.
 */
export function AssistantPane({ answer }: AssistantPaneProps) {
  const db = useCompanyDb();
  const { role } = useMembership();
  const turns = useAssistantTurns();
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<NonNullable<AssistantAnswer['draft']> | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const count = turns?.length ?? 0;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count, busy]);

  const handleAsk = async (question: string) => {
    if (busy || !question.trim()) return;
    setBusy(true);
    try {
      // Not a member (yet) offline: the narrowest role, so nothing is told that may not be.
      await askAssistant(db, question, { userId: db.userId, role: role ?? 'interviewer', now: new Date() }, answer);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="thread" component="section" aria-label="Hiring assistant">
      <Group gap="xs" mb="sm">
        <IconRobot size={20} aria-hidden />
        <Title order={2} size="h4">
          Hiring assistant
        </Title>
      </Group>
      <Stack gap="sm">
        <div
          ref={scroller}
          style={{ maxHeight: 'min(60vh, 560px)', overflowY: 'auto' }}
          role="log"
          tabIndex={0}
          aria-label="Conversation with the hiring assistant"
        >
          {turns && turns.length === 0 && (
            <Stack gap="xs" py="sm">
              <Text size="sm" c="dimmed">
                Ask about your candidates, jobs and interviews. It answers from what is on this device, online or not.
                Try:
              </Text>
              <Suggestions questions={ASSISTANT_HELP} onAsk={(q) => void handleAsk(q)} />
            </Stack>
          )}
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {turns?.map((turn) => (
              <Turn key={turn.id} turn={turn} onAsk={(q) => void handleAsk(q)} onOpenDraft={setDraft} />
            ))}
          </Stack>
          {busy && (
            <Text size="sm" c="dimmed" role="status" aria-label={TYPING_LABEL} mt="xs">
              {TYPING_TEXT}
            </Text>
          )}
        </div>
        <div data-testid="composer">
          <ChatComposer
            look="app"
            onSend={(text) => void handleAsk(text)}
            disabled={busy}
            label="Ask the hiring assistant"
            placeholder="Ask about candidates, jobs or interviews…"
          />
        </div>
      </Stack>
      {draft && (
        <EmailCandidateDialog
          opened
          onClose={() => setDraft(null)}
          candidateId={draft.candidateId}
          templateId={draft.templateId}
        />
      )}
    </Paper>
  );
}

function Turn({
  turn,
  onAsk,
  onOpenDraft,
}: {
  turn: AssistantTurn;
  onAsk: (q: string) => void;
  onOpenDraft: (draft: NonNullable<AssistantAnswer['draft']>) => void;
}) {
  if (turn.role === 'user') {
    return (
      <Group component="li" justify="flex-end">
        <Paper p="xs" radius="md" maw="85%" bg="var(--mantine-primary-color-light)">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {turn.text}
          </Text>
        </Paper>
      </Group>
    );
  }
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="xs">
      <Avatar size="sm" color="violet" radius="xl" alt="">
        <IconRobot size={16} aria-hidden />
      </Avatar>
      <Paper p="xs" radius="md" maw="90%" bg="var(--mantine-color-gray-light)">
        <AssistantAnswerView answer={storedAnswer(turn)} onAsk={onAsk} onOpenDraft={onOpenDraft} />
      </Paper>
    </Group>
  );
}
