import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { bestMatches, nameScore, nameTokens, resolveCandidate, resolveJob } from './resolveNames';

const keep = deleteStoresAfterEach();

describe('nameScore', () => {
  it('ranks a whole name above a part of one, exact above a prefix above a typo', () => {
    const score = (typed: string, stored: string) => nameScore(nameTokens(typed), nameTokens(stored));
    expect(score('data scientist', 'Data Scientist')).toBeGreaterThan(score('data scientist', 'Senior Data Scientist'));
    expect(score('data scientst', 'Data Scientist')).toBeGreaterThan(score('data scientst', 'Senior Data Scientist'));
    expect(score('emma', 'Emma Johnson')).toBeGreaterThan(score('em', 'Emma Johnson'));
    expect(score('em', 'Emma Johnson')).toBeGreaterThan(score('emam', 'Emma Johnson'));
    expect(score('emma emma', 'Emma Johnson')).toBe(0);
    expect(score('bob', 'Rob Stone')).toBe(0);
  });

  it('ignores case, accents and punctuation', () => {
    expect(nameTokens("Émma-Jo O'Neil")).toEqual(['emma', 'jo', 'o', 'neil']);
    expect(bestMatches('noah muller', ['Noah Müller', 'Noah Smith'], nameTokens)).toEqual({
      kind: 'one',
      match: 'Noah Müller',
    });
  });
});

describe('resolveJob and resolveCandidate', () => {
  it("match the store's jobs and profiles forgivingly, ties as choices", async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `resolve-names-${newId()}` }));
    await putPulledRows(db, {
      jobs: [{ title: 'Data Scientist' }, { title: 'Senior Frontend Engineer' }, { title: 'Frontend Developer' }],
      profiles: [
        { first_name: 'Emma', last_name: 'Johnson', email: 'emma@example.com' },
        { first_name: 'Emmanuel', last_name: 'Okafor', email: 'emmanuel@example.com' },
      ],
    });
    expect(await resolveJob(db, 'DATA SCIENTST')).toMatchObject({ kind: 'one', match: { title: 'Data Scientist' } });
    expect(await resolveJob(db, 'senior frontend')).toMatchObject({ match: { title: 'Senior Frontend Engineer' } });
    const frontend = await resolveJob(db, 'frontend');
    expect(frontend.kind === 'many' && frontend.matches.map((j) => j.title)).toEqual([
      'Frontend Developer',
      'Senior Frontend Engineer',
    ]);
    expect(await resolveJob(db, 'designer')).toEqual({ kind: 'none' });
    expect(await resolveCandidate(db, 'emma')).toMatchObject({ kind: 'one', match: { last_name: 'Johnson' } });
    expect(await resolveCandidate(db, 'Emanuel')).toMatchObject({ kind: 'one', match: { last_name: 'Okafor' } });
    expect(await resolveCandidate(db, 'EMMANUEL@example.com')).toMatchObject({ match: { last_name: 'Okafor' } });
  });
});
