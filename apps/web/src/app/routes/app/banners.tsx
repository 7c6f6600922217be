import { BannerListScreen } from '../../../features/admin-banners/index.ts';

export default function BannersPage() {
  return <BannerListScreen />;
}
