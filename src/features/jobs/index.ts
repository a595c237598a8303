export { JobsPage } from './components/JobsPage';
