import { GeneralListScreen } from '../../../features/admin-general/index.ts';

export default function GeneralPage() {
  return <GeneralListScreen />;
}
