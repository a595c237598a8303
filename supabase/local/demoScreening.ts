// The demo seed's side of the demo candidates' screening (issue 26). The resumes, answers and the
// choice of candidate live with the screening (src/features/screening/model/demoScreening.ts),
// shared with the app's "Generate Demo Candidates"; the seed adds its own seeded tie-breaks, so a
// fresh stack gets the same candidates on every run, and insists on spec §9's ranges: its jobs
// always have a resume inside every status's range, and a seed outside them is a bug.
import { seededRandom } from './seededRandom.ts';
import {
  demoScreener as screenerFor,
  type DemoApplicant,
  type DemoApplicationScreening,
  type DemoScreeningTarget,
} from '../../src/features/screening/model/demoScreening.ts';
import type { ScreenableJob } from '../../src/features/screening/model/storedScreening.ts';

export type { DemoApplicationScreening };

export interface DemoCandidate extends DemoApplicant {
  location: string;
}

export interface DemoSeedScreeningTarget extends Omit<DemoScreeningTarget, 'random'> {
  /** Seeds this candidate's own draws, so they do not move the seed's main sequence. */
  seed: number;
}

export function demoScreener(job: ScreenableJob) {
  const screen = screenerFor(job);
  return (candidate: DemoCandidate, { seed, ...target }: DemoSeedScreeningTarget): DemoApplicationScreening => {
    const screening = screen(candidate, { ...target, random: seededRandom(seed) });
    if (screening.ai_rating < target.min || screening.ai_rating > target.max)
      throw new Error(`demo seed: no resume for ${job.title} screens between ${target.min} and ${target.max}`);
    return screening;
  };
}
