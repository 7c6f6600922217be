export { AccountListScreen } from './components/account-list.tsx';
export { AccountCreateForm } from './components/account-create-form.tsx';
