export { FlowsPage } from './components/FlowsPage';
export { FlowManagePage } from './components/FlowManagePage';
