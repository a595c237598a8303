import { describe, expect, it } from 'vitest';
import { firstNameFromEmail, initialsFromEmail, recruiterName } from './userName';

describe('firstNameFromEmail', () => {
  it('takes the first word of the email, capitalised', () => {
    expect(firstNameFromEmail('demo@partii.local')).toBe('Demo');
    expect(firstNameFromEmail('jane.doe@example.com')).toBe('Jane');
    expect(firstNameFromEmail('JOHN_smith@example.com')).toBe('John');
    expect(firstNameFromEmail('recruiter42@example.com')).toBe('Recruiter');
  });

  it('gives null when there is no name to take', () => {
    expect(firstNameFromEmail(null)).toBeNull();
    expect(firstNameFromEmail('')).toBeNull();
    expect(firstNameFromEmail('123@example.com')).toBeNull();
  });
});

describe('initialsFromEmail', () => {
  it('uses two words when there are two, else the first two letters', () => {
    expect(initialsFromEmail('jane.doe@example.com')).toBe('JD');
    expect(initialsFromEmail('demo@partii.local')).toBe('DE');
    expect(initialsFromEmail(undefined)).toBe('?');
  });
});

describe('recruiterName', () => {
  it("is the first name, or 'HR Manager' when the email gives none", () => {
    expect(recruiterName('jane.doe@example.com')).toBe('Jane');
    expect(recruiterName(null)).toBe('HR Manager');
    expect(recruiterName('123@example.com')).toBe('HR Manager');
  });
});
