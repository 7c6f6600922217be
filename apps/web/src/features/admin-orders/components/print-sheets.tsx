import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/**
 * On paper only the sheets show (slips, the picking list): the back-office shell, toasts and buttons stay on screen. Visibility
 * rather than display, so each sheet keeps its layout while everything around it disappears. The sheets
 * sit at the top of the paper one after the other, each on a page of its own (the day's slips, issue 27).
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  .print-sheets, .print-sheets * { visibility: visible; }
  .print-sheets { position: absolute; inset: 0 0 auto 0; }
  .print-sheet { box-shadow: none; border: 0; padding: 0; margin: 0; break-after: page; }
  .print-sheet:last-child { break-after: auto; }
}`;

/** The print rules and the button that prints, above one sheet or several (a day's slips). */
export function PrintSheets({ back, children }: { back: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('orders-admin');
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          {t('slip.print')}
        </Button>
      </div>
      <div className="print-sheets space-y-6">{children}</div>
    </>
  );
}
