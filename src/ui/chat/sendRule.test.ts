import { describe, expect, it } from 'vitest';
import { canSend, isSendKey } from './sendRule';

describe('the chat send rule (spec §5 "Chat inputs")', () => {
  it('never sends a blank or whitespace-only message', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \n')).toBe(false);
    expect(canSend('  ', false)).toBe(false);
    expect(canSend(' hi ')).toBe(true);
  });
  it('does not send while the assistant is answering', () => {
    expect(canSend('hi', true)).toBe(false);
    expect(canSend('hi', false)).toBe(true);
  });
  it('sends on Enter; Shift+Enter adds a line; the Enter ending an IME composition does neither', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
