import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TEST_COMPANY } from '@/test-support/pulledRows';
import { aboutConversation } from './aboutConversation';
import { ASSISTANT_CONVERSATION, aboutParam, chatSearchSchema, isThreadOpen, parseAbout } from './chatSearch';
import { candidateConversationId, directConversationId, jobConversationId } from './conversationIds';

const ME = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';
const EMMA = '55555555-5555-4555-8555-555555555555';

describe('the chat screen’s search params', () => {
  it('keep a conversation id, the assistant or an about; drop anything else', () => {
    expect(v.parse(chatSearchSchema, { c: EMMA })).toEqual({ c: EMMA });
    expect(v.parse(chatSearchSchema, { c: ASSISTANT_CONVERSATION })).toEqual({ c: 'assistant' });
    expect(v.parse(chatSearchSchema, { about: `candidate:${EMMA}` })).toEqual({ about: `candidate:${EMMA}` });
    expect(v.parse(chatSearchSchema, { c: 'nope', about: 'profile:1' })).toEqual({ c: undefined, about: undefined });
    expect(v.parse(chatSearchSchema, { c: 42 })).toEqual({ c: undefined });
  });

  it('which screen a phone shows: the list, or a thread', () => {
    expect(isThreadOpen({})).toBe(false);
    expect(isThreadOpen({ c: EMMA })).toBe(true);
    expect(isThreadOpen({ about: aboutParam('job', EMMA) })).toBe(true);
  });
});

describe('an about link leads to the derived conversation', () => {
  it('a candidate’s, a job’s, a direct one (the same for either member); none with oneself', () => {
    const about = (s: string) => aboutConversation(TEST_COMPANY, ME, parseAbout(s)!);
    expect(about(`candidate:${EMMA}`)).toMatchObject({
      id: candidateConversationId(TEST_COMPANY, EMMA),
      kind: 'candidate',
      candidate_id: EMMA,
    });
    expect(about(`job:${EMMA}`)?.id).toBe(jobConversationId(TEST_COMPANY, EMMA));
    expect(about(`direct:${SAM}`)).toMatchObject({
      id: directConversationId(TEST_COMPANY, SAM, ME),
      member_ids: [ME, SAM],
    });
    expect(about(`direct:${ME}`)).toBeNull();
    expect(parseAbout('direct:someone')).toBeNull();
  });
});
