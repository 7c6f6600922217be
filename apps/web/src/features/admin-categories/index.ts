export { CategoryListScreen } from './components/category-list.tsx';
