export { CustomerListScreen } from './components/customer-list.tsx';
