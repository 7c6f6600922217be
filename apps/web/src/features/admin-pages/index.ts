export { PageEditScreen } from './components/page-edit-screen.tsx';
export { PageListScreen } from './components/page-list-screen.tsx';
