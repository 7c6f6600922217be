export { GeneralListScreen } from './components/general-list.tsx';
