import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeCustomerData, ORDER_CUSTOMER_SEARCH_MIN, type OrderCustomer, type StaffRole } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { SearchField, useDebouncedValue } from '../../../components/admin/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMessage, reasonOf } from '../../../lib/messages.ts';
import { useOrderCustomers } from '../api/find-order-customers.ts';

/**
 * Finds an earlier customer and hands their latest details to the form. Owner and Admin search by part of
 * the name, e-mail or phone; Manager by the exact phone or e-mail the caller gives (docs/personal-data.md).
 */
export function CustomerFinder({ role, onChoose }: { role: StaffRole; onChoose: (customer: OrderCustomer) => void }) {
  const { t } = useTranslation('orders-admin');
  const message = useMessage();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const found = useOrderCustomers(search);
  const hint = canSeeCustomerData(role) ? t('create.customerSearchHint') : t('create.customerSearchExact');
  return (
    <div className="space-y-2">
      <SearchField value={text} onChange={setText} label={t('create.customerSearch')} />
      <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      {found.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">{message(reasonOf(found.error))}</p>
      ) : search.length >= ORDER_CUSTOMER_SEARCH_MIN && found.data?.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('create.noCustomers')}</p>
      ) : null}
      <ul className="space-y-2" data-testid="customer-results">
        {(found.data ?? []).map((customer) => (
          <li key={customer.email}>
            <Button
              variant="outline"
              className="h-auto min-h-12 w-full justify-start py-2 text-start"
              aria-label={t('create.useCustomer', { name: customer.fullName })}
              onClick={() => {
                onChoose(customer);
                setText('');
              }}
            >
              <UserRound className="h-5 w-5 shrink-0" aria-hidden />
              <span className="min-w-0">
                <span className="block font-semibold">{customer.fullName}</span>
                <span className="block break-words text-xs font-normal text-slate-500 dark:text-slate-400">
                  <bdi>{customer.phone}</bdi> · {customer.email} · {customer.city}
                </span>
                <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                  {t('create.lastOrder', { date: formatDate(customer.lastOrderDate) })}
                </span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
