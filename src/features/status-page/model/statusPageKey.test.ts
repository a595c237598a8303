import { describe, expect, it } from 'vitest';
import { sha256, statusPageKey } from './statusPageKey';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('statusPageKey', () => {
  it('is the SHA-256 of the token, never the token', async () => {
    const key = await statusPageKey('abc');
    expect(key).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(key).not.toContain('abc');
  });

  it('computes the same digest without crypto.subtle (plain http on a LAN address)', async () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const bytes = new TextEncoder().encode('é'.repeat(length).slice(0, length) + 't'.repeat(length % 7));
      const expected = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      expect(hex(sha256(bytes)), `length ${bytes.length}`).toBe(hex(expected));
    }
  });
});
