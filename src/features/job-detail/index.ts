export { JobDetailPage } from './components/JobDetailPage';
export { jobDetailSearchSchema, type JobDetailSearch } from './model/jobDetailSearch';
