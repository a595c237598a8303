import { describe, expect, it } from 'vitest';
import { draftJobDescription, roleFamily, seniorityOf } from './jobDescription';

const SECTIONS = ['About the role', 'Responsibilities', 'Requirements', 'Nice to have', 'What we offer'];

describe('roleFamily', () => {
  it.each([
    ['Senior Frontend Engineer', null, 'engineering'],
    ['Product Designer', null, 'design'],
    ['Product Manager', null, 'product'],
    ['Data Scientist', null, 'data'],
    ['Growth Marketing Manager', null, 'marketing'],
    ['Account Executive', null, 'sales'],
    ['Customer Success Specialist', null, 'support'],
    ['Financial Controller', null, 'finance'],
    ['Talent Partner', null, 'people'],
    ['Office Manager', null, 'operations'],
    ['Team Member', 'Engineering', 'engineering'],
    ['Wizard', null, 'general'],
  ])('%s (%s) → %s', (title, department, family) => {
    expect(roleFamily(title, department)).toBe(family);
  });
});

describe('seniorityOf', () => {
  it('reads the experience level, then the title', () => {
    expect(seniorityOf('Entry')).toBe('entry');
    expect(seniorityOf('Mid-level')).toBe('mid');
    expect(seniorityOf('Senior')).toBe('senior');
    expect(seniorityOf('Lead')).toBe('lead');
    expect(seniorityOf('Executive')).toBe('executive');
    expect(seniorityOf(null, 'Senior Designer')).toBe('senior');
    expect(seniorityOf('anything')).toBe('mid');
  });
});

describe('draftJobDescription', () => {
  const input = {
    title: 'Backend Engineer',
    department: 'Engineering',
    experience: 'Senior',
    type: 'Full-time',
    location: 'London, UK',
    salaryRange: '£70,000 – £90,000',
  };

  it('has every section, in order, with bullets', () => {
    const text = draftJobDescription(input);
    const positions = SECTIONS.map((s) => text.split('\n').indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text.match(/^• /gm)!.length).toBeGreaterThanOrEqual(15);
  });

  it('uses every answer from the creator', () => {
    const text = draftJobDescription(input);
    expect(text).toContain('a senior Backend Engineer');
    expect(text).toContain('Engineering team');
    expect(text).toContain('based in London, UK');
    expect(text).toContain('full-time position');
    expect(text).toContain('Salary: £70,000 – £90,000');
    expect(text).toContain('5+ years of experience in software engineering');
    expect(text).toContain('mentor teammates');
  });

  it('is tailored by family and seniority', () => {
    const design = draftJobDescription({
      title: 'Product Designer',
      experience: 'Entry',
      type: 'Internship',
      location: 'Remote',
    });
    expect(design).toContain('Figma');
    expect(design).toContain('0–2 years of experience in product or UX design');
    expect(design).toContain('This role is remote.');
    expect(design).toContain('dedicated mentor');
    const sales = draftJobDescription({ title: 'Head of Sales', experience: 'Executive' });
    expect(sales).toContain('looking for a Head of Sales to join');
    expect(sales).toContain('10+ years of experience in B2B sales');
    expect(sales).toContain('A competitive salary');
    expect(sales).not.toContain('Figma');
  });

  it('does not double the level when the title has it', () => {
    expect(draftJobDescription({ title: 'Senior Data Analyst', experience: 'Senior' })).toContain(
      'looking for a Senior Data Analyst to join',
    );
  });

  it('is deterministic', () => {
    expect(draftJobDescription(input)).toBe(draftJobDescription({ ...input }));
  });
});

describe('entry-level wording', () => {
  it('asks for some experience rather than a track record', () => {
    const text = draftJobDescription({ title: 'Sales Development Representative', experience: 'Entry' });
    expect(text).toContain('• Interest in meeting or exceeding sales targets');
    expect(text).toContain('• Some experience selling software to businesses');
  });
});
