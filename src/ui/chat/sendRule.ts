// Spec §5 "Chat inputs" — the creator, the job question chat and the application chat: empty or
// whitespace-only messages cannot be sent; Enter sends, Shift+Enter does not (it adds a line); the
// input is disabled while the assistant is answering. One rule for all three chats.

/** A message can go when it holds more than whitespace and the assistant is not busy answering. */
export function canSend(text: string, busy = false): boolean {
  return !busy && text.trim().length > 0;
}

/** A key press as React reports it (only what the rule reads). */
export interface SendKeyEvent {
  key: string;
  shiftKey: boolean;
  nativeEvent?: { isComposing?: boolean };
}

/** The key press that sends: Enter without Shift — and not the Enter that ends an IME composition. */
export function isSendKey(event: SendKeyEvent): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent?.isComposing;
}
