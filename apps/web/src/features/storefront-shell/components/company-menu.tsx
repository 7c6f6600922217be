import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropdownMenuPanel } from '../../../components/ui/dropdown-menu.tsx';
import { COMPANY_PAGES } from '../nav-items.ts';

export interface CompanyMenuProps {
  triggerClassName: string;
  /** Kept by the header: a press on the stand-in before this code had loaded opens it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Takes the focus the stand-in button had. */
  autoFocus: boolean;
}

/** The Company dropdown of the desktop header (Radix menu), loaded by header.tsx on first use. */
export default function CompanyMenu({ triggerClassName, open, onOpenChange, autoFocus }: CompanyMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={triggerClassName} autoFocus={autoFocus}>
        {t('nav.company')}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenuPanel align="start" sideOffset={8}>
        {COMPANY_PAGES.map((item) => (
          <DropdownMenu.Item key={item.to} asChild>
            <Link
              to={item.to}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-sea-50 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800"
            >
              {t(item.label)}
            </Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenuPanel>
    </DropdownMenu.Root>
  );
}
