import { describe, expect, it } from 'vitest';
import {
  insertMention,
  matchMembers,
  memberMentionName,
  mentionQueryAt,
  mentionSegments,
  survivingMentionIds,
} from './mentions';

const MAYA = { userId: 'u-maya', name: 'Maya Chen' };
const SAM = { userId: 'u-sam', name: 'Sam' };
const SAM_R = { userId: 'u-samr', name: 'Sam Rivera' };
const OLIVIA = { userId: 'u-olivia', name: 'Olivia Costa' };

/** The query at the end of the text (the caret after the last character). */
const atEnd = (text: string) => mentionQueryAt(text, text.length);

describe('mentionQueryAt: the "@query" the caret is in', () => {
  it.each([
    ['@', { start: 0, query: '' }],
    ['Ask @ma', { start: 4, query: 'ma' }],
    ['Ask @Maya Ch', { start: 4, query: 'Maya Ch' }],
    ['(@sam', { start: 1, query: 'sam' }],
    ['Line one\n@ol', { start: 9, query: 'ol' }],
  ])('%j → %j', (text, expected) => expect(atEnd(text)).toEqual(expected));

  it.each([
    ['no at sign', 'Ask Maya'],
    ['an email address', 'write to ana@acme'],
    ['a space right after @', 'costs @ 5'],
    ['the @ on an earlier line', '@maya\nthen'],
    ['more than three words', '@one two three four'],
    ['two @ in a row', 'hi @@maya'],
  ])('none in %s', (_, text) => expect(atEnd(text)).toBeNull());

  it('uses the caret, not the end of the text', () => {
    const text = 'Ask @ma about the offer';
    expect(mentionQueryAt(text, 7)).toEqual({ start: 4, query: 'ma' });
    expect(mentionQueryAt(text, text.length)).toBeNull();
  });
});

describe('matchMembers', () => {
  const all = [OLIVIA, SAM_R, MAYA, SAM];
  it('names that start with the query first, then a later word; case does not matter', () => {
    expect(matchMembers(all, 'sa').map((m) => m.name)).toEqual(['Sam', 'Sam Rivera']);
    expect(matchMembers(all, 'c').map((m) => m.name)).toEqual(['Maya Chen', 'Olivia Costa']);
    expect(matchMembers(all, 'ri').map((m) => m.name)).toEqual(['Sam Rivera']);
    expect(matchMembers(all, 'zed')).toEqual([]);
  });

  it('an empty query offers everyone, alphabetically, up to the limit', () => {
    expect(matchMembers(all, '', 3).map((m) => m.name)).toEqual(['Maya Chen', 'Olivia Costa', 'Sam']);
  });

  it('a member without a name is offered by their address', () => {
    expect(memberMentionName({ name: null, email: 'ana@acme.io' })).toBe('ana');
    expect(memberMentionName({ name: '  Ana Lima ', email: 'ana@acme.io' })).toBe('Ana Lima');
  });
});

describe('insertMention', () => {
  it('replaces the query with "@Name " and puts the caret after it', () => {
    const text = 'Ask @ma';
    expect(insertMention(text, { start: 4, query: 'ma' }, 7, 'Maya Chen')).toEqual({
      text: 'Ask @Maya Chen ',
      caret: 15,
    });
  });

  it('in the middle of the text, with no second space', () => {
    const text = 'Ask @ma about it';
    const result = insertMention(text, { start: 4, query: 'ma' }, 7, 'Maya Chen');
    expect(result.text).toBe('Ask @Maya Chen about it');
    expect(result.text.slice(result.caret)).toBe('about it');
  });
});

describe('mentionSegments: mentions in a note', () => {
  it('cuts the text into plain stretches and mentions', () => {
    expect(mentionSegments('Ask @Maya Chen and @Sam.', [MAYA, SAM])).toEqual([
      { text: 'Ask ' },
      { text: '@Maya Chen', userId: 'u-maya' },
      { text: ' and ' },
      { text: '@Sam', userId: 'u-sam' },
      { text: '.' },
    ]);
  });

  it('the longest name wins, and a name ends at a word end', () => {
    expect(mentionSegments('@Sam Rivera, @Samantha', [SAM, SAM_R])).toEqual([
      { text: '@Sam Rivera', userId: 'u-samr' },
      { text: ', @Samantha' },
    ]);
  });

  it('a text with no mention is one plain stretch; an empty one has none', () => {
    expect(mentionSegments('mail maya@acme.io', [MAYA])).toEqual([{ text: 'mail maya@acme.io' }]);
    expect(mentionSegments('', [MAYA])).toEqual([]);
  });
});

describe('survivingMentionIds: who a note still names when it is saved', () => {
  it('the chosen members still in the text, each once', () => {
    expect(survivingMentionIds('@Maya Chen and @Sam, again @Maya Chen', [MAYA, SAM, MAYA])).toEqual([
      'u-maya',
      'u-sam',
    ]);
  });

  it('a mention deleted or edited away no longer counts', () => {
    expect(survivingMentionIds('Ask @Maya about it', [MAYA, OLIVIA])).toEqual([]);
    expect(survivingMentionIds('Ask Sam Rivera', [SAM_R])).toEqual([]);
    // "@Sam Rivera" is Sam Rivera: Sam, chosen too, is not named by it.
    expect(survivingMentionIds('@Sam Rivera', [SAM, SAM_R])).toEqual(['u-samr']);
  });
});
