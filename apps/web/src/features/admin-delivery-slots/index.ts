export { DeliverySlotsScreen } from './components/delivery-slots-screen.tsx';
