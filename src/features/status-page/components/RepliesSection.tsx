import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { MessageView } from '../model/statusPageView';
import { REPLY_MAX_LENGTH, replyProblem } from '../model/statusPageView';
import { shortDate } from '../model/interviewWhen';
import { DeliveryNote } from './DeliveryNote';

export interface RepliesSectionProps {
  companyName: string;
  messages: MessageView[];
  /** Queues the reply; resolves once it is stored on this device (it is sent when online). */
  onSend: (body: string) => Promise<void>;
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
}

/** "Write to the hiring team": the candidate's earlier replies, then the box for a new one. */
export function RepliesSection({ companyName, messages, onSend, onRetry, onDiscard }: RepliesSectionProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = replyProblem(body);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await onSend(body);
      setBody('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack component="section" aria-labelledby="status-replies" gap="sm">
      <Title order={2} size="h3" id="status-replies">
        Write to the hiring team
      </Title>
      {messages.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your messages">
          {messages.map((message) => (
            <Paper component="li" key={message.id} withBorder radius="md" p="sm">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
              <Group gap="xs" mt={4}>
                <Text size="sm" c="dark.6">
                  {shortDate(message.createdAt)} ·
                </Text>
                <DeliveryNote delivery={message.delivery} what="message" onRetry={onRetry} onDiscard={onDiscard} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="xs">
          <Textarea
            label="Your message"
            description={`Goes to the hiring team at ${companyName}. Written offline, it is sent when you are back online.`}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={REPLY_MAX_LENGTH}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
