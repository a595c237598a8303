import { describe, expect, it } from 'vitest';
import { CANDIDATE_MOVE_FAILED_TOAST, candidateMovedToast } from './candidateMovedToast';

describe('candidateMovedToast', () => {
  it('names the candidate and the stage label', () => {
    expect(candidateMovedToast('Ada Lovelace', 'interview')).toEqual({
      message: 'Ada Lovelace moved to Interview',
      color: 'green',
    });
    expect(candidateMovedToast('Anonymous Candidate', 'offer').message).toBe('Anonymous Candidate moved to Offer');
  });
  it('has one failure message', () => {
    expect(CANDIDATE_MOVE_FAILED_TOAST).toEqual({ message: 'Failed to update candidate status', color: 'red' });
  });
});
