import { describe, expect, it } from 'vitest';
import { allowedOrigin, parseInviteInput } from './input.ts';

const valid = {
  company_id: '7B0C2F64-3C55-4A84-9D0A-6B2E8C1B0F11',
  email: '  Ana@Example.COM ',
  role: 'recruiter',
  redirect_to: 'http://127.0.0.1:5173/settings/team',
};

describe('invite-member input', () => {
  it('accepts a well-formed body, the email trimmed and lowercased, the company id lowercased', () => {
    expect(parseInviteInput(valid)).toEqual({
      ok: true,
      value: {
        companyId: '7b0c2f64-3c55-4a84-9d0a-6b2e8c1b0f11',
        email: 'ana@example.com',
        role: 'recruiter',
        redirectTo: 'http://127.0.0.1:5173/settings/team',
      },
    });
  });

  it.each([
    [null, 'body'],
    [[valid], 'body'],
    ['text', 'body'],
    [{ ...valid, company_id: 'acme' }, 'company_id'],
    [{ ...valid, company_id: 7 }, 'company_id'],
    [{ ...valid, email: 'not an email' }, 'email'],
    [{ ...valid, email: '' }, 'email'],
    [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, 'email'],
    [{ ...valid, role: 'boss' }, 'role'],
    [{ ...valid, role: undefined }, 'role'],
    [{ ...valid, redirect_to: 'not a url' }, 'redirect_to'],
    [{ ...valid, redirect_to: ['http://127.0.0.1'] }, 'redirect_to'],
  ])('refuses %j naming %s', (body, field) => {
    const result = parseInviteInput(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain(field);
  });
});

describe('invite-member redirect origins', () => {
  const env = { siteUrl: 'https://app.partii.io', additional: 'https://staging.partii.io, http://localhost:5173' };

  it.each([
    ['https://app.partii.io/team', 'https://app.partii.io'],
    ['https://staging.partii.io/x?y=1', 'https://staging.partii.io'],
    ['http://127.0.0.1:4173/anything', 'http://127.0.0.1:4173'],
    ['http://localhost:9999/', 'http://localhost:9999'],
    ['http://[::1]:5173/', 'http://[::1]:5173'],
  ])('allows %s', (url, origin) => {
    expect(allowedOrigin(url, env)).toBe(origin);
  });

  it.each([
    'https://evil.example/invite',
    'https://app.partii.io.evil.example/',
    'http://app.partii.io/', // another scheme
    'https://app.partii.io:8443/', // another port
    'javascript:alert(1)',
    'https://user:pw@app.partii.io/',
    'ftp://127.0.0.1/',
    'nonsense',
  ])('refuses %s', (url) => {
    expect(allowedOrigin(url, env)).toBeNull();
  });

  it('allows only loopback origins when no site URL is configured', () => {
    expect(allowedOrigin('https://app.partii.io/', {})).toBeNull();
    expect(allowedOrigin('http://127.0.0.1:5173/', {})).toBe('http://127.0.0.1:5173');
  });
});
