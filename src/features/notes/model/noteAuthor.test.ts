import { describe, expect, it } from 'vitest';
import { noteAuthor } from './noteAuthor';

const ANA = '11111111-1111-4111-8111-111111111111';
const GONE = '22222222-2222-4222-8222-222222222222';

describe('a note names its author', () => {
  it("by the member's name, from the user id the server stamped", () => {
    const members = [{ user_id: ANA, name: 'Ana Lima', email: 'ana@acme.io' }];
    expect(noteAuthor(ANA, members)).toBe('Ana Lima');
    expect(noteAuthor(ANA, [{ user_id: ANA, name: null, email: 'ana@acme.io' }])).toBe('ana');
    expect(noteAuthor(GONE, members)).toBe('Former member');
  });

  it('notes from before teams carry an email; none at all is Unknown', () => {
    expect(noteAuthor('demo@partii.local', [])).toBe('demo');
    expect(noteAuthor(null, [])).toBe('Unknown');
  });
});
