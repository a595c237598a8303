export { NotesPanel } from './components/NotesPanel';
