import { describe, expect, it } from 'vitest';
import {
  AccountCreateSchema,
  AccountRoleUpdateSchema,
  AccountStatusUpdateSchema,
  LoginSchema,
  PERMISSIONS,
  STAFF_ROLES,
  can,
  canManageAccount,
  canSeeCustomerData,
  canSeeShippingDetails,
  isOwner,
  type Permission,
  type StaffRole,
} from './staff.ts';
import { translateMessage } from './message-catalogues.ts';
import { decodeMessage } from './messages.ts';

function messagesOf(input: unknown): Record<string, string> {
  const result = AccountCreateSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  // The first message of a field is the one shown (the form and the API both keep the first).
  for (const issue of result.error.issues)
    messages[String(issue.path[0])] ??= translateMessage('id', decodeMessage(issue.message));
  return messages;
}

describe('the permission table', () => {
  const expected: Record<StaffRole, Permission[]> = {
    Owner: [...PERMISSIONS],
    Admin: PERMISSIONS.filter((p) => p !== 'customers.read' && p !== 'marketing.read'),
    Manager: [
      'backOffice.read',
      'orders.read',
      'orders.updateStatus',
      'orders.recordPayment',
      'orders.manage',
      'orders.shippingDetails',
      'catalogue.manage',
      'settings.manage',
      'contact.manage',
    ],
    User: ['backOffice.read', 'orders.read', 'orders.updateStatus'],
  };

  for (const role of STAFF_ROLES) {
    for (const permission of PERMISSIONS) {
      const allowed = expected[role].includes(permission);
      it(`${allowed ? 'lets' : 'does not let'} ${role} ${permission}`, () => {
        expect(can(role, permission)).toBe(allowed);
      });
    }
  }

  it('counts only the role Owner as owner', () => {
    expect(STAFF_ROLES.filter((role) => isOwner(role))).toEqual(['Owner']);
    expect(isOwner(undefined)).toBe(false);
  });
});

describe('who sees customers’ personal data', () => {
  it('shows it to Owner and Admin only', () => {
    expect(STAFF_ROLES.filter((role) => canSeeCustomerData(role))).toEqual(['Owner', 'Admin']);
  });

  it('lets nobody open the customer list without it, since every row there is a person', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'customers.read') && !canSeeCustomerData(role))).toEqual([]);
  });

  it('shows where an order goes to those who pack it too, Manager included, and never to User', () => {
    expect(STAFF_ROLES.filter((role) => canSeeShippingDetails(role))).toEqual(['Owner', 'Admin', 'Manager']);
  });
});

describe('who manages which account', () => {
  it('lets an Admin manage Admins, Managers and Users but not Owners', () => {
    const admin = { id: 1, role: 'Admin' } as const;
    expect(canManageAccount(admin, { id: 2, role: 'Admin' })).toBe(true);
    expect(canManageAccount(admin, { id: 3, role: 'Manager' })).toBe(true);
    expect(canManageAccount(admin, { id: 4, role: 'User' })).toBe(true);
    expect(canManageAccount(admin, { id: 5, role: 'Owner' })).toBe(false);
  });

  it('lets an Owner manage another Owner but nobody manage themselves', () => {
    expect(canManageAccount({ id: 1, role: 'Owner' }, { id: 2, role: 'Owner' })).toBe(true);
    expect(canManageAccount({ id: 1, role: 'Owner' }, { id: 1, role: 'Owner' })).toBe(false);
  });

  it('refuses Managers and Users', () => {
    expect(canManageAccount({ id: 1, role: 'Manager' }, { id: 2, role: 'User' })).toBe(false);
    expect(canManageAccount({ id: 1, role: 'User' }, { id: 2, role: 'User' })).toBe(false);
  });
});

describe('the account form rules (spec section 5)', () => {
  it('names every missing field with the spec message', () => {
    expect(messagesOf({})).toEqual({
      username: 'Username wajib diisi',
      password: 'Password wajib diisi',
      role: 'Role wajib dipilih',
    });
    expect(messagesOf({ username: '  ', password: '', role: '' })).toEqual({
      username: 'Username wajib diisi',
      password: 'Password wajib diisi',
      role: 'Role wajib dipilih',
    });
  });

  it('asks for at least 3 characters of username and 6 of password', () => {
    expect(messagesOf({ username: 'ab', password: '12345', role: 'User' })).toEqual({
      username: 'Username minimal 3 karakter',
      password: 'Password minimal 6 karakter',
    });
  });

  it('offers Admin, User and Manager, never Owner, and says another role is not on the list', () => {
    expect(messagesOf({ username: 'budi', password: 'rahasia', role: 'Owner' })).toEqual({
      role: 'Pilih role dari daftar',
    });
    expect(AccountCreateSchema.parse({ username: ' budi ', password: 'rahasia', role: 'Manager' })).toEqual({
      username: 'budi',
      password: 'rahasia',
      role: 'Manager',
    });
  });

  it('says a value that is no text is not valid rather than missing', () => {
    expect(messagesOf({ username: 12345, password: 123456, role: 'User' })).toEqual({
      username: 'Nilai tidak valid',
      password: 'Nilai tidak valid',
    });
  });

  it('refuses spaces inside a username', () => {
    expect(Object.keys(messagesOf({ username: 'budi santoso', password: 'rahasia', role: 'User' }))).toEqual([
      'username',
    ]);
  });
});

describe('the sign-in body', () => {
  it('needs both fields but no minimum length', () => {
    expect(LoginSchema.safeParse({ username: 'ab', password: 'x' }).success).toBe(true);
    expect(LoginSchema.safeParse({ username: '', password: '' }).success).toBe(false);
  });
});

describe('look-alike usernames', () => {
  it('stores a username in its NFKC form, so fullwidth letters and ligatures are the plain name', () => {
    const account = (username: string) =>
      AccountCreateSchema.parse({ username, password: 'rahasia', role: 'User' }).username;
    expect(account('ｏｗｎｅｒ')).toBe('owner');
    expect(account('ｋａｓｉｒ２')).toBe('kasir2');
    expect(account('ﬁsh')).toBe('fish');
    // A fullwidth space is a space once normalised: trimmed at the ends like any other.
    expect(account('\u3000budi\u3000')).toBe('budi');
  });

  it('signs in with the same form, so a look-alike name reaches the account it looks like', () => {
    expect(LoginSchema.parse({ username: 'ＯＷＮＥＲ', password: 'x' }).username).toBe('OWNER');
    expect(LoginSchema.parse({ username: ' ｏｗｎｅｒ ', password: 'x' }).username).toBe('owner');
  });

  it('keeps letters that have no plainer form (the spec allows any)', () => {
    expect(AccountCreateSchema.parse({ username: 'José', password: 'rahasia', role: 'User' }).username).toBe('José');
  });
});

describe('required or wrong (account changes)', () => {
  const codeOf = (schema: typeof AccountRoleUpdateSchema | typeof AccountStatusUpdateSchema, body: object) =>
    schema.safeParse(body).error?.issues.map((issue) => decodeMessage(issue.message).code);

  it('says a role that is not offered is not valid, and a missing one is required', () => {
    expect(codeOf(AccountRoleUpdateSchema, { role: 'Owner' })).toEqual(['account.roleInvalid']);
    expect(codeOf(AccountRoleUpdateSchema, { role: 'admin' })).toEqual(['account.roleInvalid']);
    expect(codeOf(AccountRoleUpdateSchema, {})).toEqual(['account.roleRequired']);
    expect(codeOf(AccountRoleUpdateSchema, { role: null })).toEqual(['account.roleRequired']);
  });

  it('says a status that is no boolean must be true or false, and a missing one is required', () => {
    expect(codeOf(AccountStatusUpdateSchema, { isActive: 'false' })).toEqual(['validation.mustBeBoolean']);
    expect(codeOf(AccountStatusUpdateSchema, { isActive: 0 })).toEqual(['validation.mustBeBoolean']);
    expect(codeOf(AccountStatusUpdateSchema, {})).toEqual(['account.statusRequired']);
    expect(AccountStatusUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});
