export { FlowsPage } from './components/FlowsPage';
export { FlowManagePage } from './components/FlowManagePage';
export { flowsSearchSchema, type FlowsSearch } from './model/flowsSearch';
export { flowManageSearchSchema, type FlowManageSearch } from './model/flowManageSearch';
