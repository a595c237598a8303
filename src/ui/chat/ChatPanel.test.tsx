// @vitest-environment jsdom
// The panel applies the one send rule (sendRule.ts) and shows the one typing indicator, in both looks.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { installMantineDomPolyfills } from '../test-support/mantineDom';
import { ChatPanel, type ChatPanelProps } from './ChatPanel';
import { SEND_LABEL, TYPING_LABEL, TYPING_TEXT } from './chatTexts';

beforeAll(() => {
  installMantineDomPolyfills();
  // jsdom neither scrolls (the list follows the newest message) nor loads fonts (the autosizing input listens).
  Element.prototype.scrollTo ??= () => {};
  if (!document.fonts) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  }
});
afterEach(cleanup);

function renderPanel(props: Partial<ChatPanelProps> = {}) {
  const onSend = vi.fn();
  render(
    <MantineProvider>
      <ChatPanel
        look="public"
        height={400}
        messages={[{ id: '1', role: 'assistant', content: 'Hello' }]}
        logLabel="Job questions"
        typing={false}
        onSend={onSend}
        inputDisabled={false}
        inputLabel="Your question"
        placeholder="Ask another question..."
        {...props}
      />
    </MantineProvider>,
  );
  return { onSend, input: screen.getByRole('textbox', { name: props.inputLabel ?? 'Your question' }) };
}

describe.each(['app', 'public'] as const)('ChatPanel (%s look)', (look) => {
  it('sends the trimmed text on Enter and empties the input; Shift+Enter does not send', () => {
    const { onSend, input } = renderPanel({ look });
    fireEvent.change(input, { target: { value: '  Is it remote?  ' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Is it remote?');
    expect(input).toHaveProperty('value', '');
  });

  it('never sends a blank message, by key or button', () => {
    const { onSend, input } = renderPanel({ look });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: SEND_LABEL }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: SEND_LABEL })).toHaveProperty('disabled', true);
  });

  it('shows the typing indicator and takes no input while the assistant answers', () => {
    const { input } = renderPanel({ look, typing: true, inputDisabled: true, typingTestId: 'typing' });
    expect(screen.getByRole('status', { name: TYPING_LABEL }).textContent).toBe(TYPING_TEXT);
    expect(screen.getByTestId('typing')).toBeTruthy();
    expect(input).toHaveProperty('disabled', true);
  });

  it('names the log and marks each message with its role', () => {
    renderPanel({ look, messageTestId: 'message' });
    const log = screen.getByRole('log', { name: 'Job questions' });
    expect(log.textContent).toContain('Hello');
    expect(screen.getByTestId('message').getAttribute('data-role')).toBe('assistant');
  });
});
