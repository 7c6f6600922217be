export { ShippingSettingsScreen } from './components/shipping-settings-screen.tsx';
