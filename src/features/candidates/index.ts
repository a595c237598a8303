export { CandidatesPage } from './components/CandidatesPage';
export { CandidateProfilePage } from './components/CandidateProfilePage';
export { candidatesSearchSchema, type CandidatesSearch } from './model/candidatesSearch';
