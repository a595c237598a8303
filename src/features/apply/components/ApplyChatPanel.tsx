import { useRef } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { ChatPanel } from '@/ui/chat/ChatPanel';
import { RESUME_ACCEPT, currentPrompt } from '../model/applyChat';
import type { ApplyChat } from '../queries/useApplyChat';
import { SubmissionBanner } from './SubmissionBanner';

export interface ApplyChatPanelProps {
  chat: ApplyChat;
  job: { id: string; title: string; questions: { question: string; answer: string }[] };
  /** Spec §9: 600 px on /app/apply. */
  height: number | string;
}

/** The application chat: progress, messages, resume upload and the message box. */
export function ApplyChatPanel({ chat, job, height }: ApplyChatPanelProps) {
  const { draft, typing, submitted, send } = chat;
  const progress = draft?.progress ?? 0;
  return (
    <ChatPanel
      look="public"
      height={height}
      header={
        <>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                Application progress
              </Text>
              <Text size="sm" c="dark.6" data-testid="apply-progress">
                {progress}%
              </Text>
            </Group>
            <Progress value={progress} aria-label="Application progress" />
          </Stack>
          <SubmissionBanner jobId={job.id} />
        </>
      }
      log={{ label: 'Application chat', messages: draft?.messages ?? [], typing }}
      input={{
        label: 'Your answer',
        placeholder: submitted ? 'Application submitted' : draft ? currentPrompt(chatStateFromDraft(draft), job) : '',
        disabled: typing || submitted || !draft,
        onSend: send,
        leftAction: <ResumeUploadButton chat={chat} compact />,
      }}
    />
  );
}

function chatStateFromDraft(draft: NonNullable<ApplyChat['draft']>) {
  return { progress: draft.progress, hasResume: !!draft.resume, contact: draft.contact ?? {}, answers: draft.answers };
}

/** One resume only (.pdf, .doc, .docx): disabled once uploaded. */
export function ResumeUploadButton({ chat, compact = false }: { chat: ApplyChat; compact?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const uploaded = !!chat.draft?.resume;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={RESUME_ACCEPT}
        hidden
        data-testid={compact ? 'resume-input' : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void chat.uploadResume(file);
        }}
      />
      <Button
        variant={compact ? 'default' : 'light'}
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={() => input.current?.click()}
        disabled={!chat.canUpload}
        size={compact ? 'sm' : 'md'}
        px={compact ? 'xs' : undefined}
        aria-label={uploaded ? 'Resume uploaded' : compact ? 'Attach resume' : 'Upload Resume'}
      >
        {compact ? (uploaded ? 'Uploaded' : 'Resume') : uploaded ? 'Resume uploaded' : 'Upload Resume'}
      </Button>
    </>
  );
}
