import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirectTarget';

describe('safeRedirectTarget', () => {
  it('follows a path inside the app, with its search', () => {
    expect(safeRedirectTarget('/app/jobs')).toBe('/app/jobs');
    expect(safeRedirectTarget('/app/jobs?tab=draft')).toBe('/app/jobs?tab=draft');
  });

  it('goes to the dashboard when there is no target', () => {
    expect(safeRedirectTarget(undefined)).toBe('/app');
    expect(safeRedirectTarget('')).toBe('/app');
  });

  it('never leaves the app', () => {
    expect(safeRedirectTarget('https://evil.example/app')).toBe('/app');
    expect(safeRedirectTarget('//evil.example')).toBe('/app');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/app');
  });
});
