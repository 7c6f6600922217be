import { CategoryPage } from '../../../features/catalogue/index.ts';

export default function Page() {
  return <CategoryPage />;
}
