export { jobCandidatesSearchSchema, type JobCandidatesSearch } from './model/jobCandidatesSearch';
export { AiMatchBadge } from './components/AiMatchBadge';
