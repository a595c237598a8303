import { describe, expect, it } from 'vitest';
import { emailContent, formatAddress, parseClaimed, statusLink, textToHtml, type ClaimedEmail } from './message.ts';

const CANDIDATE_MAIL: ClaimedEmail = {
  id: '9a0e4a52-4444-4444-8444-444444444444',
  claim_id: '9a0e4a52-5555-4555-8555-555555555555',
  kind: 'candidate',
  to_email: 'grace@example.com',
  to_name: 'Grace Hopper',
  subject: 'Your application',
  body_text: 'Hi Grace,\n\nThanks for applying <3 & welcome.\nMore: https://partii.app/jobs/1.',
  status_token: 'tok_abc-123',
};

describe('emailContent (one mail, whichever sender sends it)', () => {
  it('names the mail by its row: Message-ID, idempotency key and kind header', () => {
    const content = emailContent(CANDIDATE_MAIL, { siteUrl: 'http://127.0.0.1:5173' });
    expect(content.messageId).toBe(`<${CANDIDATE_MAIL.id}@mail.partii>`);
    expect(content.idempotencyKey).toBe(CANDIDATE_MAIL.id);
    expect(content.headers).toEqual({ 'X-Partii-Kind': 'candidate' });
    expect(content.to).toEqual({ name: 'Grace Hopper', address: 'grace@example.com' });
    expect(content.calendar).toBeNull();
  });

  it("ends candidate mail with the applicant's status link, in the text and the HTML", () => {
    const content = emailContent(CANDIDATE_MAIL, { siteUrl: 'http://127.0.0.1:5173/' });
    const link = 'http://127.0.0.1:5173/status/tok_abc-123';
    expect(content.text).toMatch(
      new RegExp(`\\n\\n--\\nFollow your application, reply to the team or withdraw: ${link}\\n$`),
    );
    expect(content.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('makes the HTML from the text when the row has none: escaped, paragraphs, links', () => {
    const { html } = emailContent({ ...CANDIDATE_MAIL, status_token: null }, { siteUrl: 'http://x' });
    expect(html).toBe(
      '<p>Hi Grace,</p>\n<p>Thanks for applying &lt;3 &amp; welcome.<br>\n' +
        'More: <a href="https://partii.app/jobs/1">https://partii.app/jobs/1</a>.</p>',
    );
    expect(textToHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it("keeps the server's HTML when the row has it, and adds no footer to member mail", () => {
    const content = emailContent(
      { ...CANDIDATE_MAIL, kind: 'notification', body_html: '<p>Made by the server</p>', status_token: null },
      { siteUrl: 'http://x' },
    );
    expect(content.html).toBe('<p>Made by the server</p>');
    expect(content.text).not.toContain('/status/');
  });

  it('attaches the calendar event of an invitation, METHOD as the row says', () => {
    const content = emailContent(
      {
        ...CANDIDATE_MAIL,
        kind: 'interview_cancel',
        status_token: null,
        calendar: {
          method: 'CANCEL',
          uid: 'i-1@interviews.partii',
          sequence: 4,
          start: '2026-05-12T09:30:00Z',
          duration_minutes: 30,
          title: 'Interview',
          organizer: { name: 'Demo', email: 'demo@partii.local' },
          attendees: [{ name: 'Grace Hopper', email: 'grace@example.com' }],
        },
      },
      { siteUrl: 'http://x' },
    );
    expect(content.calendar?.method).toBe('CANCEL');
    expect(content.calendar?.content).toMatch(/METHOD:CANCEL/);
    expect(content.calendar?.content).toMatch(/SEQUENCE:4/);
  });

  it('statusLink encodes the token', () => {
    expect(statusLink('https://app.example.com', 'a/b c')).toBe('https://app.example.com/status/a%2Fb%20c');
  });

  it('formatAddress quotes a name that needs it', () => {
    expect(formatAddress({ name: 'Grace Hopper', address: 'g@x.io' })).toBe('Grace Hopper <g@x.io>');
    expect(formatAddress({ name: 'Hopper, Grace "Amazing"', address: 'g@x.io' })).toBe(
      '"Hopper, Grace \\"Amazing\\"" <g@x.io>',
    );
    expect(formatAddress({ name: null, address: 'g@x.io' })).toBe('g@x.io');
  });
});

describe('parseClaimed', () => {
  it('reads the rows of the answer and sets aside what is not mail', () => {
    const { emails, malformed } = parseClaimed([CANDIDATE_MAIL, { id: 'x' }, null]);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ id: CANDIDATE_MAIL.id, status_token: 'tok_abc-123', calendar: null });
    expect(malformed).toEqual([{ id: 'x' }, null]);
    expect(parseClaimed(null).emails).toEqual([]);
    expect(parseClaimed({ emails: [CANDIDATE_MAIL] }).emails).toHaveLength(1);
  });
});
