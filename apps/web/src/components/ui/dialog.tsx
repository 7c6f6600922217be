import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './modal-dialog.tsx';

export type { DialogProps } from './modal-dialog.tsx';

const ModalDialog = lazy(() => import('./modal-dialog.tsx'));

/**
 * The shop's modal (modal-dialog.tsx). Its code, Radix's dialog with focus trap and scroll lock, loads the
 * first time the dialog opens: no page needs it for its first paint. Once opened it stays mounted, so
 * closing runs through Radix (focus goes back where it was).
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
