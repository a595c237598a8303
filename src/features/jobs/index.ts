export { JobsPage } from './components/JobsPage';
export { jobsSearchSchema, type JobsSearch } from './model/jobsSearch';
