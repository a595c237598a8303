import { describe, expect, it } from 'vitest';
import { readYearsOfExperience, requiredYears } from './experience';

const REF = '2024-06-15T00:00:00Z';

describe('readYearsOfExperience', () => {
  it.each([
    ['5 years of experience', 5],
    ['5+ yrs in fintech', 5],
    ['over ten years in retail', 10],
    ['2018–2023 at Acme', 5],
    ['2018 - 2020 Foo\n2019 – 2022 Bar', 4], // overlapping ranges count once
    ['Jan 2020 – Jun 2021', 1.5],
    ['since 2019', 5],
    ['2020 – present', 4.5],
    ['BSc Computer Science, University of Leeds, 2010–2014', null], // study years are not work
    ['I am 30 years old', null],
    ['Nothing here', null],
  ])('%j → %s', (text, years) => {
    expect(readYearsOfExperience(text, REF).years).toBe(years);
  });

  it('needs the reference date for open ranges', () => {
    expect(readYearsOfExperience('since 2019', null).years).toBeNull();
    expect(readYearsOfExperience('2019–2021', null).years).toBe(2);
  });

  it('keeps the phrases it read', () => {
    expect(readYearsOfExperience('Acme 2018–2023; 6 years total', REF).phrases).toEqual(['6 years', '2018–2023']);
  });
});

describe('requiredYears', () => {
  it('takes an explicit must-have, else the level', () => {
    expect(requiredYears('Senior', ['3+ years of Go'])).toBe(3);
    expect(requiredYears('Senior', [])).toBe(5);
    expect(requiredYears('Lead')).toBe(7);
    expect(requiredYears('Mid-level')).toBe(2);
    expect(requiredYears('Entry')).toBe(0);
    expect(requiredYears('Executive')).toBe(10);
    expect(requiredYears(null)).toBeNull();
  });
});
