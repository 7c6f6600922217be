export { HomePage } from './components/home-page.tsx';
export { prefetchHomePage } from './api.ts';
