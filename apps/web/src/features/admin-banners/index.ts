export { BannerListScreen } from './components/banner-list.tsx';
