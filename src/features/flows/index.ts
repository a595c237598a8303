// Screens only. A route imports its search schema from the domain's model/ file: through this
// barrel the schema (which the route tree keeps in the entry chunk) would bring the screen with it.
export { FlowsPage } from './components/FlowsPage';
export { FlowManagePage } from './components/FlowManagePage';
