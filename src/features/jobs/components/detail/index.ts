export { JobDetailPage } from './JobDetailPage';
export { jobDetailSearchSchema, type JobDetailSearch } from '../../model/jobDetailSearch';
export { JobCandidatesPage } from './JobCandidatesPage';
