export { ContactMessagesScreen } from './components/contact-message-list.tsx';
export { useUnreadMessageCount } from './hooks/use-unread-message-count.ts';
