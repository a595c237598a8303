// Deterministic ids for the rows there is one of per (thing, member) (docs/interviews.md): a
// favourite per (plan, member) and a scorecard per (interview, member). Two devices, or a retry
// after a lost answer, name the same row, so the server keeps one row however often it is written.
import { v5 as uuidv5 } from 'uuid';

const FAVORITE_NS = 'a6c3f2de-5d0e-4c57-9d1e-3f1b2d7c9e01';
const SCORECARD_NS = 'b3f1e2c4-7a8d-4e6f-8a9b-0c1d2e3f4a5b';

/** The id of `userId`'s favourite flag on `planId`. */
export function favoriteId(planId: string, userId: string): string {
  return uuidv5(`${planId}:${userId}`, FAVORITE_NS);
}

/** The id of `userId`'s scorecard for `interviewId`. */
export function scorecardId(interviewId: string, userId: string): string {
  return uuidv5(`${interviewId}:${userId}`, SCORECARD_NS);
}
