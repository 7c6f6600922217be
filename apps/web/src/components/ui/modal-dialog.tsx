import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What every shop dialog takes; `Dialog` in dialog.tsx is what features render. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Icon or illustration above the title. */
  icon?: ReactNode;
  className?: string;
  /** Told when the pointer enters or leaves the dialog (auto-closing dialogs wait while hovered). */
  onHoverChange?: (hovered: boolean) => void;
}

/**
 * Where the focus goes when a dialog closes: back to what had it when the dialog opened (the button that
 * opened it), or, when that is gone with what the dialog did (a removed cart line's button), to the page's
 * main heading, so the keyboard goes on from the top of what changed instead of the document's start.
 */
function focusAfterClosing(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected) return opener.focus();
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * The shop's modal: Radix handles focus trapping, Escape and aria; we add the look, and give the focus back
 * on closing. Radix gives it to its Trigger, and the shop's dialogs open from state without one, so it went
 * to <body> (WCAG 2.4.3): focusAfterClosing says where it goes, unless the closing moved it on (the
 * added-to-cart dialog's 'Lihat Keranjang' opens the cart dropdown, which takes it).
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  icon,
  className,
  onHoverChange,
}: DialogProps) {
  const opener = useRef<Element | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-sea-950/50 backdrop-blur-sm" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const focused = document.activeElement;
            if (!focused || focused === document.body) focusAfterClosing(opener.current);
            opener.current = null;
          }}
          onPointerEnter={() => onHoverChange?.(true)}
          onPointerLeave={() => onHoverChange?.(false)}
          className={cn(
            'fixed left-1/2 top-1/2 z-[61] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl dark:bg-slate-900',
            className,
          )}
        >
          {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
          <RadixDialog.Title className="text-lg font-bold text-sea-900 dark:text-white">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children ? <div className="mt-5">{children}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
