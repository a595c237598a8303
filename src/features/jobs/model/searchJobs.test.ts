import { describe, expect, it } from 'vitest';
import { searchJobs } from './searchJobs';

const jobs = [
  { title: 'Senior Software Engineer', description: 'Build our API', location: 'London', skills: ['TypeScript'] },
  { title: 'Product Designer', description: null, location: 'Remote', skills: ['Figma', 'UX'] },
  { title: 'Account Executive', description: 'Grow sales in EMEA', location: null, skills: [] },
];

describe('searchJobs', () => {
  it('returns everything for a blank query', () => {
    expect(searchJobs(jobs, '   ')).toHaveLength(3);
  });
  it('matches the title case-insensitively', () => {
    expect(searchJobs(jobs, 'software ENGINEER').map((j) => j.title)).toEqual(['Senior Software Engineer']);
  });
  it('matches a substring of the description', () => {
    expect(searchJobs(jobs, 'sales').map((j) => j.title)).toEqual(['Account Executive']);
  });
  it('matches the location', () => {
    expect(searchJobs(jobs, 'remote').map((j) => j.title)).toEqual(['Product Designer']);
  });
  it('matches any skill', () => {
    expect(searchJobs(jobs, 'figm').map((j) => j.title)).toEqual(['Product Designer']);
    expect(searchJobs(jobs, 'typescript').map((j) => j.title)).toEqual(['Senior Software Engineer']);
  });
  it('tolerates missing description and location', () => {
    expect(searchJobs(jobs, 'nothing-like-this')).toEqual([]);
  });
});
