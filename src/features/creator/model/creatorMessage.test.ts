import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareCreatorMessages,
  creatorMessagesFromRows,
  derivedId,
  replyDelayMs,
  nextMessageTimes,
  replyIdFor,
  type CreatorMessageRow,
} from './creatorMessage';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;
const row = (id: string, created_at: string, patch: Partial<CreatorMessageRow> = {}): CreatorMessageRow => ({
  id,
  role: 'user',
  content: id,
  created_at,
  ...patch,
});

describe('creator chat order (D5: rows merged from every device)', () => {
  it('orders by the time written, then by id', () => {
    const rows = [
      row('b', '2026-01-01T10:00:00.002Z'),
      row('c', '2026-01-01T10:00:00.001Z'),
      row('a', '2026-01-01T10:00:00.002Z'),
    ];
    expect(creatorMessagesFromRows(rows).map((m) => m.id)).toEqual(['c', 'a', 'b']);
  });

  it('compares instants, not spellings: the server answers +00:00 and microseconds', () => {
    // As strings, '…00.12+00:00' sorts before '…00.12Z' although both are the same instant.
    expect(
      compareCreatorMessages(row('b', '2026-01-01T10:00:00.12+00:00'), row('a', '2026-01-01T10:00:00.120Z')),
    ).toBeGreaterThan(0);
    expect(
      compareCreatorMessages(row('a', '2026-01-01T11:00:00+01:00'), row('b', '2026-01-01T10:00:00.000Z')),
    ).toBeLessThan(0);
    // Microseconds (the legacy backfill keeps an array's order with them) still count.
    expect(
      compareCreatorMessages(
        row('z', '2026-01-01T10:00:00.100001+00:00'),
        row('a', '2026-01-01T10:00:00.100002+00:00'),
      ),
    ).toBeLessThan(0);
    expect(compareCreatorMessages(row('a', '2026-01-01T10:00:00.1+00:00'), row('a', '2026-01-01T10:00:00.100Z'))).toBe(
      0,
    );
  });

  it('is the same order whichever device merged which rows first', () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(`id-${(i * 7) % 20}`, `2026-01-01T10:00:0${i % 3}.000Z`));
    const expected = creatorMessagesFromRows(rows).map((m) => m.id);
    expect(creatorMessagesFromRows([...rows].reverse()).map((m) => m.id)).toEqual(expected);
    expect(creatorMessagesFromRows([...rows.slice(7), ...rows.slice(0, 7)]).map((m) => m.id)).toEqual(expected);
  });

  it('keeps each answer right after its question, whatever another device wrote in the same millisecond', () => {
    // Each turn: a question at t and its answer at t + 1 ms (nextMessageTimes), on one of several
    // devices whose clocks collide. Any set of turns, merged in any order, reads as whole turns.
    const turn = fc.record({ at: fc.integer({ min: 0, max: 4 }), id: fc.uuid() });
    fc.assert(
      fc.property(fc.uniqueArray(turn, { selector: (t) => t.id, maxLength: 8 }), fc.context(), (turns, ctx) => {
        const rows = turns.flatMap(({ at, id }) => [
          row(id, new Date(Date.UTC(2026, 0, 1, 10) + at).toISOString()),
          row(replyIdFor(id), new Date(Date.UTC(2026, 0, 1, 10) + at + 1).toISOString(), { role: 'assistant' }),
        ]);
        const chat = creatorMessagesFromRows(rows).map((m) => m.id);
        ctx.log(chat.join(' '));
        for (const { id } of turns) expect(chat[chat.indexOf(id) + 1]).toBe(replyIdFor(id));
        expect(creatorMessagesFromRows([...rows].reverse()).map((m) => m.id)).toEqual(chat);
      }),
    );
  });

  it('an answer whose question was deleted keeps its own place in time', () => {
    const answer = row(replyIdFor('q'), '2026-01-01T10:00:00.005Z', { role: 'assistant' });
    const rows = [
      row('q', '2026-01-01T10:00:00.000Z', { deleted_at: '2026-01-01T11:00:00.000Z' }),
      row('early', '2026-01-01T10:00:00.001Z'),
      answer,
      row('late', '2026-01-01T10:00:00.009Z'),
    ];
    expect(creatorMessagesFromRows(rows).map((m) => m.id)).toEqual(['early', answer.id, 'late']);
  });

  it('leaves out deleted rows and keeps role, content and time', () => {
    const messages = creatorMessagesFromRows([
      row('a', '2026-01-01T10:00:00.000Z', { role: 'assistant', content: 'Hi' }),
      row('b', '2026-01-01T10:00:01.000Z', { deleted_at: '2026-01-02T00:00:00.000Z' }),
    ]);
    expect(messages).toEqual([{ id: 'a', role: 'assistant', content: 'Hi', timestamp: '2026-01-01T10:00:00.000Z' }]);
  });
});

describe('nextMessageTimes', () => {
  const now = new Date('2026-01-01T10:00:00.000Z');

  it('gives now, a millisecond apart for messages written together', () => {
    expect(nextMessageTimes(null, 2, now)).toEqual(['2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.001Z']);
  });

  it('always comes after the latest message seen (a device whose clock is behind)', () => {
    expect(nextMessageTimes('2026-01-01T10:05:00.000Z', 1, now)).toEqual(['2026-01-01T10:05:00.001Z']);
    expect(nextMessageTimes('2026-01-01T10:00:00+00:00', 1, now)).toEqual(['2026-01-01T10:00:00.001Z']);
    expect(nextMessageTimes('2026-01-01T09:00:00.000Z', 1, now)).toEqual(['2026-01-01T10:00:00.000Z']);
  });

  it('sorts after the latest message even when that one has microseconds', () => {
    const latest = '2026-01-01T10:05:00.000900+00:00';
    const [next] = nextMessageTimes(latest, 1, now);
    expect(compareCreatorMessages(row('0', next!), row('f', latest))).toBeGreaterThan(0);
  });
});

describe('reply ids', () => {
  it('the answer to a message has one id wherever it is written', () => {
    const question = '0b9f3f7e-8a51-4d6c-9d0f-2a1c3e4b5d6f';
    expect(replyIdFor(question)).toBe(replyIdFor(question));
    expect(replyIdFor(question)).toMatch(UUID);
    expect(replyIdFor(question)).not.toBe(question);
  });

  it('different messages get different answers ids (no collisions in 20 000)', () => {
    const ids = new Set(Array.from({ length: 20_000 }, (_, i) => derivedId(`message-${i}`)));
    expect(ids.size).toBe(20_000);
    for (const id of [...ids].slice(0, 50))
      expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-8[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
  });
});

describe('replyDelayMs (two devices on one draft)', () => {
  it('answers a message typed here after the reply delay', () => {
    expect(replyDelayMs(true, 0, 1000, 10_000)).toBe(1000);
  });
  it("waits for the writing device's answer before answering another device's message", () => {
    expect(replyDelayMs(false, 0, 1000, 10_000)).toBe(10_000);
    expect(replyDelayMs(false, 4000, 1000, 10_000)).toBe(6000);
    expect(replyDelayMs(false, 60_000, 1000, 10_000)).toBe(1000);
  });
});
