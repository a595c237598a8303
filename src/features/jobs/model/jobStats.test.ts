import { describe, expect, it } from 'vitest';
import { jobStats } from './jobStats';

describe('jobStats (spec §9)', () => {
  it('gives rounded whole-percent shares of all applications', () => {
    const stats = jobStats([
      { status: 'interview', ai_rating: 7 },
      { status: 'offer', ai_rating: 9 },
      { status: null, ai_rating: 4 },
    ]);
    expect(stats.total).toBe(3);
    expect(stats.interviewRate).toBe(33);
    expect(stats.offerRate).toBe(33);
  });

  it('rounds the average rating to one decimal, progress = average / 5', () => {
    const stats = jobStats([
      { status: 'applied', ai_rating: 3.33 },
      { status: 'applied', ai_rating: 2 },
      { status: 'applied', ai_rating: null },
    ]);
    expect(stats.averageRating).toBe(2.7);
    expect(stats.ratingProgress).toBeCloseTo(54);
  });

  it('caps the progress bar at 100 (ratings out of 10 shown out of 5)', () => {
    expect(jobStats([{ status: 'offer', ai_rating: 9 }]).ratingProgress).toBe(100);
  });

  it('is all zero without applications', () => {
    expect(jobStats([])).toEqual({
      jobId: null,
      total: 0,
      interviewRate: 0,
      offerRate: 0,
      averageRating: 0,
      ratingProgress: 0,
    });
  });

  it("names the applications' job, for the cards that read more about it (scorecards due)", () => {
    expect(jobStats([{ status: 'applied', ai_rating: null, job_id: 'job-1' }]).jobId).toBe('job-1');
  });
});
