export { LanguageSwitch } from './language-switch.tsx';
export { NavigationOverlay } from './navigation-overlay.tsx';
export { ScrollToTop } from './scroll-to-top.tsx';
export { StartLoader } from './start-loader.tsx';
