import { describe, expect, it } from 'vitest';
import { favoriteId, scorecardId } from './interviewIds.ts';

const PLAN = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

describe('deterministic ids (docs/interviews.md)', () => {
  it('names one row per (thing, member), whichever device asks', () => {
    expect(scorecardId(PLAN, USER)).toBe(scorecardId(PLAN, USER));
    expect(favoriteId(PLAN, USER)).toBe(favoriteId(PLAN, USER));
  });

  it('differs per member and per kind of row', () => {
    expect(scorecardId(PLAN, USER)).not.toBe(scorecardId(PLAN, OTHER));
    expect(scorecardId(PLAN, USER)).not.toBe(favoriteId(PLAN, USER));
  });

  it('is a version 5 uuid the server accepts', () => {
    expect(scorecardId(PLAN, USER)).toMatch(/^[\da-f]{8}-[\da-f]{4}-5[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
  });
});
