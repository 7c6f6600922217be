export { BannerListScreen } from './components/banner-list-screen.tsx';
export { BannerForm as BannerCreateScreen } from './components/banner-form.tsx';
export { BannerEditScreen } from './components/banner-edit-screen.tsx';
