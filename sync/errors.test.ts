import { describe, expect, it } from 'vitest';
import { backoffDelay, classifyCallFailure, classifyFailure } from './errors.ts';

describe('classifyFailure', () => {
  it('treats no answer, 5xx, 408 and 429 as transient, 401 as auth, other 4xx as rejected', () => {
    expect(classifyFailure({ message: 'TypeError: fetch failed' }, 0)).toMatchObject({
      kind: 'transient',
      network: true,
    });
    expect(classifyFailure({ message: 'bad gateway' }, 502).kind).toBe('transient');
    expect(classifyFailure({ message: 'slow down' }, 429).kind).toBe('transient');
    expect(classifyFailure({ code: 'PGRST301', message: 'JWT expired' }, 401).kind).toBe('auth');
    expect(classifyFailure({ code: '42501', message: 'new row violates row-level security policy' }, 401).kind).toBe(
      'rejected',
    );
    expect(classifyFailure({ code: '23514', message: 'violates check constraint' }, 400)).toEqual({
      kind: 'rejected',
      code: '23514',
      message: 'violates check constraint',
    });
  });

  it('reads the PostgreSQL error code before the HTTP status', () => {
    expect(classifyFailure({ code: 'P0002', message: 'Job not found or not accepting applications' }, 500).kind).toBe(
      'rejected',
    );
    expect(classifyFailure({ code: '40001', message: 'could not serialize access' }, 500).kind).toBe('transient');
    expect(classifyFailure({ code: '57014', message: 'canceling statement due to statement timeout' }, 500).kind).toBe(
      'transient',
    );
    expect(classifyFailure({ code: 'PGRST202', message: 'Could not find the function' }, 404).kind).toBe('transient');
  });

  it('reads Storage and Functions errors', () => {
    expect(classifyFailure({ status: 403, statusCode: '403', message: 'denied' }).kind).toBe('rejected');
    expect(classifyFailure({ name: 'FunctionsHttpError', message: 'x', context: { status: 503 } }).kind).toBe(
      'transient',
    );
    expect(classifyFailure({ name: 'FunctionsFetchError', message: 'x', context: {} }).kind).toBe('transient');
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt, caps at a minute, with jitter between 0.5x and 1.5x', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(1000);
    expect(backoffDelay(2, () => 0.5)).toBe(2000);
    expect(backoffDelay(4, () => 0.5)).toBe(8000);
    expect(backoffDelay(20, () => 0.5)).toBe(60_000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(3, () => 0.999)).toBeLessThan(6000);
  });
});

describe('access lost (issue 13: removed from the company)', () => {
  it('the server\'s "not a member" refusal of a whole call is access-lost, not a session to refresh', () => {
    const error = { code: '42501', message: 'not a member of this company', hint: 'partii:not_member' };
    expect(classifyFailure(error, 403).kind).toBe('access-lost');
    expect(classifyCallFailure(error, 403).kind).toBe('access-lost');
    // Any other 42501 on a whole call still reads as a session gone.
    expect(classifyCallFailure({ code: '42501', message: 'permission denied' }, 403).kind).toBe('auth');
  });
});
