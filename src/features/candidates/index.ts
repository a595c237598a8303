export { CandidatesPage } from './components/CandidatesPage';
export { CandidateProfilePage } from './components/CandidateProfilePage';
