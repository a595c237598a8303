export { JobCandidatesPage } from './components/JobCandidatesPage';
export { AiMatchBadge } from './components/AiMatchBadge';
