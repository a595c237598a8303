import { ActionIcon, FileButton, Tooltip } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { ChatPanel } from '@/ui/chat/ChatPanel';
import { CREATOR_DOCUMENT_TYPES, type CreatorMessage } from '../model/creatorMessage';

/** The height of the creator's message list (the input sits below it). */
export const CREATOR_CHAT_HEIGHT = 480;

export interface CreatorChatProps {
  messages: CreatorMessage[];
  loading: boolean;
  disabled: boolean;
  /** Offered at step 1 only (spec §4). */
  allowUpload: boolean;
  onSend: (text: string) => void;
  onUpload: (file: File) => void;
}

/** The creator's chat: the shared chat panel with the creator's texts and its document upload. */
export function CreatorChat({ messages, loading, disabled, allowUpload, onSend, onUpload }: CreatorChatProps) {
  const busy = loading || disabled;
  return (
    <ChatPanel
      look="app"
      height={CREATOR_CHAT_HEIGHT}
      log={{
        label: 'Conversation',
        messages,
        typing: loading,
        messageTestId: 'creator-message',
        typingTestId: 'creator-typing',
      }}
      input={{
        label: 'Message',
        placeholder: 'Type your answer...',
        disabled: busy,
        onSend,
        leftAction: allowUpload && <DocumentUploadButton disabled={busy} onUpload={onUpload} />,
      }}
    />
  );
}

function DocumentUploadButton({ disabled, onUpload }: { disabled: boolean; onUpload: (file: File) => void }) {
  return (
    <FileButton onChange={(file) => file && onUpload(file)} accept={CREATOR_DOCUMENT_TYPES.join(',')}>
      {(props) => (
        <Tooltip label="Upload a document (.pdf, .doc, .docx, .txt)">
          <ActionIcon {...props} variant="default" size="lg" aria-label="Upload document" disabled={disabled}>
            <IconPaperclip size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
