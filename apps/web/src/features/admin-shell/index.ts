export { Sidebar, TopNav } from './components/sidebar.tsx';
export { Header } from './components/header.tsx';
export { navItemsFor } from './nav-items.ts';
export {
  Badge,
  LoadState,
  PageHeader,
  Pager,
  Panel,
  ReadOnlyNote,
  SearchField,
  statusTone,
  table,
  type BadgeTone,
} from './components/page-kit.tsx';
export { useDebouncedValue } from './use-debounced-value.ts';
export { FormField, PasswordInput, inputClass, useFieldMessage } from './components/form-kit.tsx';
export { useClientPage } from './use-client-page.ts';
