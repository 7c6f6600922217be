export { CategoryListScreen } from './components/category-list.tsx';
export { CategoryCreateScreen, CategoryEditScreen } from './components/category-editor.tsx';
export { CategoryDetailScreen } from './components/category-detail.tsx';
export { categoryIdOf } from './category-id.ts';
