export { GlobalSearch } from './components/GlobalSearch';
