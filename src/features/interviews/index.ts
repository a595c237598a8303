export { InterviewsPage } from './components/InterviewsPage';
export { interviewsSearchSchema, type InterviewsSearch } from './model/interviewsSearch';
