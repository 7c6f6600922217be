export { Sidebar, TopNav } from './components/sidebar.tsx';
export { Header } from './components/header.tsx';
export { NewOrderSoundToggle } from './components/new-order-sound-toggle.tsx';
export { navItemsFor } from './nav-items.ts';
