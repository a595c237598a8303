// Spec §2 "Candidates landing" and §9: six popular searches, hard-coded category counts, six featured jobs.

export const POPULAR_SEARCHES = [
  'Software Engineer',
  'Marketing',
  'Sales',
  'Design',
  'Product Manager',
  'Remote',
] as const;

export const JOB_CATEGORIES = [
  { name: 'Engineering', count: 28 },
  { name: 'Design', count: 17 },
  { name: 'Marketing', count: 23 },
  { name: 'Product', count: 14 },
  { name: 'Sales', count: 19 },
  { name: 'Customer Support', count: 12 },
  { name: 'Finance', count: 9 },
  { name: 'HR', count: 7 },
] as const;

export const FEATURED_JOBS_LIMIT = 6;
