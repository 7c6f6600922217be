import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_WORDS_NAMESPACE, type StaffRole } from '@crabclaw/shared';
import i18n, { addNamespaces } from '../../../lib/i18n.ts';
import { orderPermissions } from '../order-permissions.ts';
import { OrderActions, type OrderActionTarget } from './order-actions.tsx';

const order: OrderActionTarget = {
  orderId: 7,
  orderNumber: 'CC-20250101-0007',
  status: 'Pending',
  paymentStatus: 'Pending',
  archived: false,
};

async function actions(role: StaffRole, target: Partial<OrderActionTarget> = {}): Promise<string> {
  // Namespaces load with a page's route in the app; rendered alone, the component needs its own.
  await addNamespaces(i18n, 'en', ['orders-admin', ORDER_WORDS_NAMESPACE, 'common']);
  await i18n.changeLanguage('en');
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OrderActions order={{ ...order, ...target }} permissions={orderPermissions(role)} layout="page" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the order actions a role is offered', () => {
  afterAll(() => i18n.changeLanguage('id'));

  it('lets a User move the order along but not its payment (money, issue 23), and a Manager both; neither deletes it', async () => {
    const html = await actions('User');
    expect(html).toContain('Update Status');
    expect(html).not.toContain('Update Payment');
    expect(html).toContain('Download Invoice');
    expect(html).not.toContain('Delete');
    expect(await actions('Manager')).toContain('Update Payment');
    expect(await actions('Manager')).not.toContain('Delete');
    expect(await actions('Admin')).toContain('Delete');
  });

  it('offers no status step on a cancelled order, and still the invoice', async () => {
    const html = await actions('Manager', { status: 'Cancelled', paymentStatus: 'Failed' });
    expect(html).not.toContain('Update Status');
    expect(html).not.toContain('Update Payment');
    expect(html).toContain('Download Invoice');
  });

  it('shows an archived order with Restore for Owner and Admin only, and nothing that changes it', async () => {
    for (const role of ['Owner', 'Admin'] as const) {
      const html = await actions(role, { archived: true });
      expect(html).toContain('Restore');
      expect(html).not.toContain('Delete');
      expect(html).not.toContain('Update Status');
    }
    expect(await actions('Manager', { archived: true })).not.toContain('Restore');
  });
});
