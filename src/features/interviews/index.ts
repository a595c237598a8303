export { InterviewsPage } from './components/InterviewsPage';
