// The chat panel has two looks, kept exactly as the screens had them (the screenshot suite holds
// every pixel): 'app' in the signed-in app (the creator: a framed log with avatars above the
// input), 'public' on the public site (the job question and application chats: a flexible column
// of plain bubbles under a header). Everything else — the send rule, the typing indicator's text,
// the following scroll — is the same for both.
export type ChatLook = 'app' | 'public';

export const CHAT_LOOK = {
  app: {
    maxRows: 5,
    sendSize: 'lg',
    sendIconSize: 18,
    typingSize: 'sm',
    typingColor: 'dimmed',
  },
  public: {
    maxRows: 4,
    sendSize: 44,
    sendIconSize: 20,
    typingSize: 'xs',
    typingColor: 'dark.6',
  },
} as const;
