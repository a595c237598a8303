import { describe, expect, it } from 'vitest';
import {
  candidateConversationId,
  conversationReadId,
  directConversationId,
  hiringChannelId,
  jobConversationId,
} from './conversationIds';

const C = '6f1c7a52-95a4-4f0e-8d5c-2f2b7c1a9e10';
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('conversation ids', () => {
  it('are the same on every device and for either member of a direct conversation', () => {
    expect(directConversationId(C, A, B)).toBe(directConversationId(C, B, A));
    expect(candidateConversationId(C, A)).toBe(candidateConversationId(C, A));
  });

  it('differ by what they are about and by company', () => {
    const ids = new Set([
      candidateConversationId(C, A),
      jobConversationId(C, A),
      directConversationId(C, A, B),
      hiringChannelId(C),
      conversationReadId(C, A, B),
      candidateConversationId(B, A),
    ]);
    expect(ids.size).toBe(6);
  });
});
