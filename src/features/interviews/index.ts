// Screens only. A route imports its search schema from the domain's model/ file: through this
// barrel the schema (which the route tree keeps in the entry chunk) would bring the screen with it.
export { InterviewsPage } from './components/InterviewsPage';
export { InterviewKitPage } from './components/kit/InterviewKitPage';
