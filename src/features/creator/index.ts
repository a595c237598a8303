export { NewJobCreatorPage, EditJobCreatorPage } from './components/CreatorPage';
