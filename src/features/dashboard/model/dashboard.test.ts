import { describe, expect, it } from 'vitest';
import { greeting, timeOfDayGreeting } from './greeting';
import { recruiterName as firstNameFromEmail } from '@/auth/userName';
import { dashboardStats, recentPublishedJobs } from './dashboardStats';
import { recentActivity, withFeed } from './recentActivity';
import { aiInsights } from './aiInsights';

describe('greeting (spec §9)', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('hour %s → %s', (hour, text) => expect(timeOfDayGreeting(hour)).toBe(text));

  it('takes the first name from the email, with the fallback HR Manager', () => {
    expect(firstNameFromEmail('jane.doe@x.io')).toBe('Jane');
    expect(firstNameFromEmail('demo@partii.local')).toBe('Demo');
    expect(firstNameFromEmail(null)).toBe('HR Manager');
    expect(firstNameFromEmail('123@x.io')).toBe('HR Manager');
    expect(greeting('demo@partii.local', new Date(2026, 0, 1, 9))).toBe('Good morning, Demo');
  });
});

describe('dashboard stats', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('counts active jobs, new candidates in 7 days, interviews and the offer share', () => {
    const stats = dashboardStats(
      [{ status: 'published' }, { status: 'draft' }, { status: 'published' }],
      [
        { status: 'offer', created_at: '2026-03-09T00:00:00Z' },
        { status: 'interview', created_at: '2026-03-01T00:00:00Z' },
        { status: null, created_at: '2026-03-04T00:00:00Z' },
      ],
      now,
    );
    expect(stats).toEqual({ activeJobs: 2, newCandidates: 2, inInterview: 1, offerShare: 33 });
  });

  it('lists the 3 newest published jobs', () => {
    const jobs = ['1', '2', '3', '4'].map((n) => ({
      id: n,
      status: n === '4' ? 'draft' : 'published',
      created_at: `2026-01-0${n}`,
    }));
    jobs.push({ id: '5', status: 'published', created_at: '2025-12-01' });
    expect(recentPublishedJobs(jobs).map((j) => j.id)).toEqual(['3', '2', '1']);
  });
});

describe('recent activity and insights', () => {
  const applications = [
    {
      id: 'a',
      job_id: 'j',
      applicant_id: 'p',
      status: 'interview',
      created_at: '2026-01-01',
      updated_at: '2026-01-05',
      ai_rating: 9,
    },
    {
      id: 'b',
      job_id: 'j',
      applicant_id: null,
      status: null,
      created_at: '2026-01-03',
      updated_at: '2026-01-03',
      ai_rating: 8.5,
    },
  ];
  it('derives new applications and status changes, newest first', () => {
    const items = recentActivity(
      applications,
      new Map([['p', { first_name: 'Ada', last_name: 'L' }]]),
      new Map([['j', 'Engineer']]),
    );
    expect(items.map((i) => i.description)).toEqual([
      'Ada L moved to Interview for Engineer',
      'New application from Anonymous Candidate for Engineer',
      'New application from Ada L for Engineer',
    ]);
  });
  it('flags strong candidates waiting in Applied and quiet jobs', () => {
    const insights = aiInsights(
      [
        { id: 'j', title: 'Engineer', status: 'published' },
        { id: 'k', title: 'Designer', status: 'published' },
      ],
      applications,
    );
    expect(insights.map((i) => i.title)).toEqual([
      '1 strong candidate is still waiting in Applied',
      '1 active job has no applicants yet',
    ]);
  });
});

describe('Recent Activity with the team feed (issue 13)', () => {
  it('a move the feed names replaces the inferred one; other items merge newest first', () => {
    const items = [
      {
        id: 'a1:status',
        kind: 'status' as const,
        description: 'Olivia moved to Interview',
        at: '2026-11-20T10:00:00Z',
        href: '/x',
      },
      {
        id: 'a2:new',
        kind: 'application' as const,
        description: 'New application',
        at: '2026-11-20T09:00:00Z',
        href: '/y',
      },
    ];
    const merged = withFeed(
      items,
      [
        {
          id: 'f1',
          description: 'Ana moved Olivia to Interview',
          at: '2026-11-20T10:00:00.000+00:00',
          href: '/x',
          applicationId: 'a1',
          stageMove: true,
        },
        {
          id: 'f2',
          description: 'Sam added a note on Bo',
          at: '2026-11-20T11:00:00Z',
          href: '/z',
          applicationId: null,
          stageMove: false,
        },
      ],
      5,
    );
    expect(merged.map((i) => i.description)).toEqual([
      'Sam added a note on Bo',
      'Ana moved Olivia to Interview',
      'New application',
    ]);
  });
});
