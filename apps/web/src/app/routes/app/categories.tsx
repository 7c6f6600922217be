import { CategoryListScreen } from '../../../features/admin-categories/index.ts';

export default function CategoriesPage() {
  return <CategoryListScreen />;
}
