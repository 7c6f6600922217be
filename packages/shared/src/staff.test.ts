import { describe, expect, it } from 'vitest';
import {
  AccountCreateSchema,
  LoginSchema,
  PERMISSIONS,
  STAFF_ROLES,
  can,
  canManageAccount,
  canSeeCustomerData,
  isOwner,
  type Permission,
  type StaffRole,
} from './staff.ts';
import { decodeMessage, translateMessage } from './messages.ts';

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
      'orders.manage',
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

  it('offers Admin, User and Manager, never Owner', () => {
    expect(messagesOf({ username: 'budi', password: 'rahasia', role: 'Owner' })).toEqual({
      role: 'Role wajib dipilih',
    });
    expect(AccountCreateSchema.parse({ username: ' budi ', password: 'rahasia', role: 'Manager' })).toEqual({
      username: 'budi',
      password: 'rahasia',
      role: 'Manager',
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
