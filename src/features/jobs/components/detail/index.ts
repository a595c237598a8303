// Screens only. A route imports its search schema from the domain's model/ file: through this
// barrel the schema (which the route tree keeps in the entry chunk) would bring the screen with it.
export { JobDetailPage } from './JobDetailPage';
export { JobCandidatesPage } from './JobCandidatesPage';
