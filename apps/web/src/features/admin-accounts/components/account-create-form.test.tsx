import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGE_NAMESPACE, type StaffRole } from '@crabclaw/shared';
import { ApiRequestError } from '../../../lib/api-client.ts';
import i18n, { addNamespaces } from '../../../lib/i18n.ts';
import { AccountCreateScreen, mayRetry } from './account-create-form.tsx';

const viewer = (role: StaffRole) => ({ id: 9, username: `staf-${role}`, role });

async function screen(role: StaffRole): Promise<string> {
  // Namespaces load with a page's route in the app; rendered alone, the screen needs its own.
  await addNamespaces(i18n, 'id', [MESSAGE_NAMESPACE, 'admin', 'common']);
  await i18n.changeLanguage('id');
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/app/akun/create']}>
        <AccountCreateScreen viewer={viewer(role)} onDone={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the add-account screen', () => {
  it('shows Owner and Admin the form', async () => {
    for (const role of ['Owner', 'Admin'] as const) expect(await screen(role)).toContain('Tambah Akun Baru');
  });

  it('sends a Manager and a User to the account list instead of a form the server would refuse', async () => {
    for (const role of ['Manager', 'User'] as const) {
      expect(await screen(role)).not.toContain('Simpan Akun');
      const shown = AccountCreateScreen({ viewer: viewer(role), onDone: () => undefined });
      expect(isValidElement(shown) && shown.type === Navigate && shown.props).toEqual({
        to: '/app/akun',
        replace: true,
      });
    }
  });
});

describe('whether a failed account creation may be tried again', () => {
  it('is not offered when the role is refused (403): the same request meets the same answer', () => {
    expect(mayRetry(new ApiRequestError(403, 'Forbidden', 'auth.roleForbidden'))).toBe(false);
  });

  it('is offered when the server failed or could not be reached', () => {
    expect(mayRetry(new ApiRequestError(500, 'Internal Server Error', 'server.failed'))).toBe(true);
    expect(mayRetry(new TypeError('Failed to fetch'))).toBe(true);
  });
});
