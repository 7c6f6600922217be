import { VisionMissionPage } from '../../../features/content/index.ts';

export default function Page() {
  return <VisionMissionPage />;
}
