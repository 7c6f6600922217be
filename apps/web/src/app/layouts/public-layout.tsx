import { PublicShell } from '../../features/storefront-shell/index.ts';
import { useDocumentTitle } from '../use-document-title.ts';

export default function PublicLayout() {
  useDocumentTitle();
  return <PublicShell />;
}
