import { describe, expect, it } from 'vitest';
import { postgresChangesFilter } from '@supabase/realtime-js';
import { FilterError, matchesFilter, parseFilter } from './filters.ts';

const job = {
  id: '0b7f1c6e-6a43-4b53-9b0e-1f0f3a7a9c11',
  title: 'Senior Engineer, Platform',
  status: 'published',
  salary_min: 50000,
  remote: true,
  deleted_at: null,
  created_at: '2026-11-21T06:00:00.123456+00:00',
  skills: ['go', 'sql'],
};

const match = (filter: string, record: Record<string, unknown> = job) => matchesFilter(parseFilter(filter), record);

describe('parseFilter', () => {
  it('reads column=op.value', () => {
    expect(parseFilter('status=eq.published')).toEqual([
      { column: 'status', op: 'eq', negate: false, values: ['published'] },
    ]);
  });

  it('reads what RealtimePostgresFilterBuilder writes: several conditions, quoting, in, not', () => {
    const built = postgresChangesFilter()
      .eq('title', 'Senior Engineer, Platform')
      .in('status', ['published', 'draft'])
      .not('salary_min', 'lt', 40000)
      .build();
    expect(parseFilter(built)).toEqual([
      { column: 'title', op: 'eq', negate: false, values: ['Senior Engineer, Platform'] },
      { column: 'status', op: 'in', negate: false, values: ['published', 'draft'] },
      { column: 'salary_min', op: 'lt', negate: true, values: ['40000'] },
    ]);
    expect(matchesFilter(parseFilter(built), job)).toBe(true);
  });

  it('treats no filter as no conditions', () => {
    expect(parseFilter(undefined)).toEqual([]);
    expect(parseFilter('')).toEqual([]);
  });

  it.each([
    'status',
    'status=published',
    'status=like',
    'status=foo.bar',
    '1bad=eq.x',
    'status=in.published',
    'status=in.()',
    'title=eq."unterminated',
    'deleted_at=is.maybe',
  ])('refuses %s', (filter) => {
    expect(() => parseFilter(filter)).toThrow(FilterError);
  });

  it('caps in lists at 100 values', () => {
    const values = Array.from({ length: 101 }, (_, i) => `v${i}`).join(',');
    expect(() => parseFilter(`status=in.(${values})`)).toThrow(/at most 100/);
  });
});

describe('matchesFilter', () => {
  it.each([
    ['status=eq.published', true],
    ['status=eq.draft', false],
    ['status=neq.draft', true],
    ['status=neq.published', false],
    ['status=in.(draft,published)', true],
    ['status=in.(draft,archived)', false],
    ['salary_min=gt.40000', true],
    ['salary_min=gte.50000', true],
    ['salary_min=lt.50000', false],
    ['salary_min=lte.50000', true],
    ['salary_min=eq.50000.0', true],
    [`id=eq.${job.id.toUpperCase()}`, true],
    ['remote=eq.true', true],
    ['remote=is.false', false],
    ['deleted_at=is.null', true],
    ['deleted_at=not.is.null', false],
    ['deleted_at=isdistinct.null', false],
    ['status=isdistinct.draft', true],
    ['created_at=gt.2026-11-21T05:59:59Z', true],
    ['created_at=lt.2026-11-21T06:00:00Z', false],
    ['title=like.Senior*', true],
    ['title=ilike.%engineer%', true],
    ['title=like.%engineer%', false],
    ['title=match.^Senior', true],
    ['title=imatch.platform$', true],
    ['skills=eq.{go,sql}', true],
    ['skills=eq."{go,sql}"', true],
    ['skills=eq."{go}"', false],
  ])('%s → %s', (filter, expected) => {
    expect(match(filter)).toBe(expected);
  });

  it('never matches a comparison with NULL, negated or not (SQL semantics)', () => {
    expect(match('deleted_at=eq.2026-01-01')).toBe(false);
    expect(match('deleted_at=neq.2026-01-01')).toBe(false);
    expect(match('deleted_at=not.eq.2026-01-01')).toBe(false);
  });

  it('needs every condition', () => {
    expect(match('status=eq.published,salary_min=gt.60000')).toBe(false);
    expect(match('status=eq.published,salary_min=gt.40000')).toBe(true);
  });

  it('does not exclude a delete for a column its old record does not carry', () => {
    expect(match('status=eq.published', { id: job.id })).toBe(true);
    expect(match(`id=eq.${job.id}`, { id: job.id })).toBe(true);
    expect(match('id=eq.00000000-0000-0000-0000-000000000000', { id: job.id })).toBe(false);
  });
});
