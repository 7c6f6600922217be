export { Sidebar, TopNav } from './components/sidebar.tsx';
export { Header } from './components/header.tsx';
export { navItemsFor } from './nav-items.ts';
