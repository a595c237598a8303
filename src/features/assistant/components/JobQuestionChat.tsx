import { useEffect, useRef, useState } from 'react';
import { Button, Paper, Stack, Textarea, Title } from '@mantine/core';
import type { Job } from '@/db';
import { newId } from '@/db';
import { ChatPanel } from '@/ui/chat/ChatPanel';
import type { ChatMessage } from '@/ui/chat/ChatMessageList';
import { canSend, isSendKey } from '@/ui/chat/sendRule';
import { answerJobQuestion } from '../model/answerJobQuestion';

/** Spec §9: the job question assistant replies after 1 s. */
export const QUESTION_REPLY_DELAY_MS = 1000;
/** Spec §9: chat panel height. */
export const QUESTION_CHAT_HEIGHT = 400;

/**
 * "Ask Questions": a question box first; a non-blank question opens the chat, whose answers come
 * from this job's own data (model/answerJobQuestion).
 */
export function JobQuestionChat({ job }: { job: Job }) {
  const [question, setQuestion] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = (text: string) => {
    if (!canSend(text, loading)) return;
    setMessages((current) => [...current, { id: newId(), role: 'user', content: text.trim() }]);
    setLoading(true);
    timer.current = setTimeout(() => {
      setMessages((current) => [...current, { id: newId(), role: 'assistant', content: answerJobQuestion(job, text) }]);
      setLoading(false);
    }, QUESTION_REPLY_DELAY_MS);
  };

  if (messages.length === 0) {
    return (
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            ask(question);
            setQuestion('');
          }}
        >
          <Stack gap="sm">
            <Title order={2} size="h4">
              Ask a question about this job
            </Title>
            <Textarea
              label="Your question"
              placeholder="e.g. What is the salary? Is it remote?"
              value={question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (isSendKey(event)) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              autosize
              minRows={2}
            />
            <Button type="submit" disabled={!canSend(question)} style={{ alignSelf: 'flex-start' }}>
              Ask
            </Button>
          </Stack>
        </form>
      </Paper>
    );
  }

  return (
    <ChatPanel
      look="public"
      height={QUESTION_CHAT_HEIGHT}
      header={
        <Title order={2} size="h5" px="xs">
          Questions about {job.title}
        </Title>
      }
      log={{ label: 'Job questions', messages, typing: loading }}
      input={{ label: 'Your question', placeholder: 'Ask another question...', disabled: loading, onSend: ask }}
    />
  );
}
