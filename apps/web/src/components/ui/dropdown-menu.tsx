import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A menu of actions behind a button; Radix handles focus, arrow keys, Escape and the menu roles. Not
 * modal: a modal menu hides the page from screen readers while it stays focusable (axe's
 * aria-hidden-focus), and an item that opens a dialog would leave the page inert behind it.
 */
export function DropdownMenu({
  trigger,
  children,
  align = 'start',
}: {
  /** The button that opens the menu (rendered as the Radix trigger through asChild). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
}) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <DropdownMenuPanel align={align}>{children}</DropdownMenuPanel>
    </RadixMenu.Root>
  );
}

/** The open menu's panel, in a portal above the page; for a menu whose trigger Radix's own trigger renders. */
export function DropdownMenuPanel({
  align,
  sideOffset = 6,
  children,
}: {
  align: 'start' | 'end';
  /** Its distance from the trigger, in px. */
  sideOffset?: number;
  children: ReactNode;
}) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({
  onSelect,
  children,
  danger = false,
  disabled = false,
}: {
  onSelect: () => void;
  children: ReactNode;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <RadixMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:opacity-50',
        danger
          ? 'text-red-700 data-[highlighted]:bg-red-50 dark:text-red-300 dark:data-[highlighted]:bg-red-500/10'
          : 'text-slate-700 data-[highlighted]:bg-sea-50 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800',
      )}
    >
      {children}
    </RadixMenu.Item>
  );
}

/**
 * Items under a visible heading, grouped for screen readers too: the group is named by the heading, so an item
 * ('Processing') is read with what it changes ('Update Status').
 */
export function DropdownMenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <RadixMenu.Group aria-labelledby={id}>
      <DropdownMenuSeparator />
      <RadixMenu.Label id={id} className={LABEL_CLASS}>
        {label}
      </RadixMenu.Label>
      {children}
    </RadixMenu.Group>
  );
}

const LABEL_CLASS = 'px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';

/** A heading over a group of items ('Next steps', 'Corrections'). */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className={LABEL_CLASS}>{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-slate-100 dark:bg-slate-800" />;
}
