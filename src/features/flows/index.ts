export { FlowsPage } from './components/FlowsPage';
export { FlowManagePage } from './components/FlowManagePage';
export { flowsSearchSchema, type FlowsSearch } from './model/flowsSearch';
