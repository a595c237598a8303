// Texts every chat panel shares. The typing indicator had two spellings ("Assistant is typing..."
// in the creator, "Assistant is typing…" in the public chats); the spec writes its ellipses as
// three dots ('Checking authentication...', 'Search flows...'), so that one is kept.
export const TYPING_TEXT = 'Assistant is typing...';
/** The typing indicator's accessible name (a live status, announced once it appears). */
export const TYPING_LABEL = 'Assistant is typing';
export const SEND_LABEL = 'Send message';
