export { JobDetailPage } from './components/JobDetailPage';
