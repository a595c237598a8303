import { describe, expect, it } from 'vitest';
import { conversationTitle } from './conversationTitle';

const ME = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';
const members = [{ user_id: SAM, name: 'Sam Rivera', email: 'sam@acme.test' }];
const conv = (kind: string, more: { name?: string; member_ids?: string[] } = {}) => ({
  kind,
  name: more.name ?? null,
  member_ids: more.member_ids ?? [],
});

describe('conversationTitle', () => {
  it('names a conversation as the server names it in a mention', () => {
    expect(conversationTitle(conv('channel', { name: 'hiring' }), ME, { members })).toBe('#hiring');
    expect(
      conversationTitle(conv('candidate'), ME, { members, profile: { first_name: 'Emma', last_name: 'Johnson' } }),
    ).toBe('Emma Johnson');
    expect(conversationTitle(conv('job'), ME, { members, job: { title: 'Data Scientist' } })).toBe('Data Scientist');
    expect(conversationTitle(conv('direct', { member_ids: [ME, SAM] }), ME, { members })).toBe('Sam Rivera');
  });

  it('missing rows and unknown kinds still read as something', () => {
    expect(conversationTitle(conv('candidate'), ME, { members })).toBe('A candidate');
    expect(conversationTitle(conv('direct', { member_ids: [ME, ME.replace('1', '9')] }), ME, { members })).toBe(
      'Former member',
    );
    expect(conversationTitle(conv('thread'), ME, { members })).toBe('Conversation');
  });
});
