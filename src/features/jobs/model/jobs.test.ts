import { describe, expect, it } from 'vitest';
import { jobStatusMenu, jobStatusUpdatedMessage } from './jobStatus';
import { filterJobs, matchesJobSearch } from './jobFilters';
import { applicantCountsByJob } from './applicantCounts';
import { relativeAge } from './relativeAge';

const job = (over: Partial<Parameters<typeof matchesJobSearch>[0]> = {}) => ({
  title: 'Frontend Engineer',
  description: 'Build the UI',
  location: 'London',
  skills: ['React', 'TypeScript'],
  status: 'published' as const,
  ...over,
});

describe('job status menu (spec §4)', () => {
  it('disables the current value', () => {
    expect(jobStatusMenu('draft').map((i) => [i.label, i.disabled])).toEqual([
      ['Set as Active', false],
      ['Set as Draft', true],
      ['Archive', false],
    ]);
  });
  it('offers Restore Job (→ published) for archived jobs', () => {
    const items = jobStatusMenu('archived');
    expect(items.at(-1)).toEqual({ status: 'published', label: 'Restore Job', disabled: false });
    expect(items.find((i) => i.status === 'archived')?.disabled).toBe(true);
  });
  it('words the toast', () => expect(jobStatusUpdatedMessage('archived')).toBe('Job status updated to archived'));
});

describe('job search and tabs (spec §5)', () => {
  it.each([
    ['front', true],
    ['ui', true],
    ['LONDON', true],
    ['typescript', true],
    ['python', false],
    ['', true],
  ])('%s → %s', (q, expected) => expect(matchesJobSearch(job(), q)).toBe(expected));

  it('filters by tab', () => {
    const jobs = [job({ status: 'published' }), job({ status: 'draft' }), job({ status: 'archived' })];
    expect(filterJobs(jobs, '', 'all')).toHaveLength(3);
    expect(filterJobs(jobs, '', 'active').map((j) => j.status)).toEqual(['published']);
    expect(filterJobs(jobs, '', 'draft').map((j) => j.status)).toEqual(['draft']);
    expect(filterJobs(jobs, '', 'archived').map((j) => j.status)).toEqual(['archived']);
    expect(filterJobs(jobs, 'nothing', 'all')).toHaveLength(0);
  });
});

describe('applicantCountsByJob', () => {
  it('counts per job and status, missing status as applied', () => {
    const counts = applicantCountsByJob([
      { job_id: 'j1', status: null },
      { job_id: 'j1', status: 'interview' },
      { job_id: 'j2', status: 'applied' },
    ]);
    expect(counts.get('j1')).toMatchObject({ total: 2, applied: 1, interview: 1 });
    expect(counts.get('j2')).toMatchObject({ total: 1, applied: 1 });
    expect(counts.get('j3')).toBeUndefined();
  });
});

describe('relativeAge (spec §9)', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [20, '2 weeks ago'],
    [209, '29 weeks ago'],
    [210, '7 months ago'],
  ])('%s days → %s', (days, text) => expect(relativeAge(ago(days), now)).toBe(text));
});
