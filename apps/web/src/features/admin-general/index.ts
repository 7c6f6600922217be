export { GeneralListScreen } from './components/general-list.tsx';
export { GeneralCreateScreen, GeneralEditScreen } from './components/general-screens.tsx';
