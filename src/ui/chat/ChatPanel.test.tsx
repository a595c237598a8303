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

interface PanelOptions {
  look: ChatPanelProps['look'];
  typing?: boolean;
  disabled?: boolean;
}

function renderPanel({ look, typing = false, disabled = false }: PanelOptions) {
  const onSend = vi.fn();
  const messages = [{ id: '1', role: 'assistant' as const, content: 'Hello' }];
  render(
    <MantineProvider>
      <ChatPanel
        look={look}
        height={400}
        log={{ label: 'Job questions', messages, typing, messageTestId: 'message', typingTestId: 'typing' }}
        input={{ label: 'Your question', placeholder: 'Ask another question...', disabled, onSend }}
      />
    </MantineProvider>,
  );
  return { onSend, input: screen.getByRole('textbox', { name: 'Your question' }) };
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
    const { input } = renderPanel({ look, typing: true, disabled: true });
    expect(screen.getByRole('status', { name: TYPING_LABEL }).textContent).toBe(TYPING_TEXT);
    expect(screen.getByTestId('typing')).toBeTruthy();
    expect(input).toHaveProperty('disabled', true);
  });

  it('names the log and marks each message with its role', () => {
    renderPanel({ look });
    const log = screen.getByRole('log', { name: 'Job questions' });
    expect(log.textContent).toContain('Hello');
    expect(screen.getByTestId('message').getAttribute('data-role')).toBe('assistant');
  });
});
