export { AccountListScreen } from './components/account-list.tsx';
export { AccountCreateScreen } from './components/account-create-form.tsx';
