import { describe, expect, it } from 'vitest';
import { findContactDetails } from './contactDetails';

describe('findContactDetails', () => {
  it('reads the name from the first line, the email and the phone', () => {
    const text = 'Jane Doe\nSenior Engineer\njane.doe@example.com | +44 7700 900123\nExperience 2018–2023';
    expect(findContactDetails(text)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      phone: '+44 7700 900123',
    });
  });

  it('handles a name with a title line and US phone in brackets', () => {
    const text = 'MARÍA JOSÉ GARCÍA — Product Designer\nPhone: (415) 555-0134\nEmail: maria@design.io';
    expect(findContactDetails(text)).toEqual({
      firstName: 'María',
      lastName: 'José García',
      email: 'maria@design.io',
      phone: '(415) 555-0134',
    });
  });

  it("reads 'Name:' labels and skips headings", () => {
    const text = 'CURRICULUM VITAE\nName: Tom O’Brien\nTel 020 7946 0958';
    expect(findContactDetails(text)).toMatchObject({ firstName: 'Tom', lastName: 'O’Brien', phone: '020 7946 0958' });
  });

  it('does not take year ranges or dates for a phone', () => {
    expect(findContactDetails('Work\n2019 - 2023\n01.02.2020').phone).toBeUndefined();
  });

  it('falls back to the email for the name', () => {
    expect(findContactDetails('resume\nsam.lee@mail.com')).toMatchObject({ firstName: 'Sam', lastName: 'Lee' });
  });

  it('returns nothing for empty text', () => {
    expect(findContactDetails(null)).toEqual({});
    expect(findContactDetails('')).toEqual({});
  });
});
