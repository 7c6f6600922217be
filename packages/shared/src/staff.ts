import { z } from 'zod';
import { PAGE_SIZE_MAX } from './catalogue-constants.ts';
import { pageOf } from './catalogue.ts';
import { queryIntegerOr, requiredOr, textField } from './form-fields.ts';
import { FirstRunSchema } from './first-run.ts';
import { encodeMessage } from './messages.ts';
import { pageAnswer } from './paging.ts';
import { SALE_UNITS } from './sale-unit.ts';

/** Back-office roles. The spec offers Admin, User and Manager at account creation; Owner is the shop's owner. */
export const STAFF_ROLES = ['Owner', 'Admin', 'Manager', 'User'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles the account screens may give (spec order of the 'Pilih Role' select). Owners come from the CLI or env. */
export const ASSIGNABLE_ROLES = ['Admin', 'User', 'Manager'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const PERMISSIONS = [
  'backOffice.read',
  'orders.read',
  'orders.updateStatus',
  'orders.recordPayment',
  'orders.manage',
  'orders.correct',
  'orders.shippingDetails',
  'catalogue.manage',
  'settings.manage',
  'settings.payment',
  'settings.deliverySlots',
  'content.manage',
  'contact.manage',
  'accounts.read',
  'accounts.manage',
  'customers.read',
  'customers.personalData',
  'marketing.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READER: readonly Permission[] = ['backOffice.read', 'orders.read', 'orders.updateStatus'];
// orders.recordPayment: money (issue 23): mark an order paid, failed or refunded; a User may not.
// orders.shippingDetails: the shipping name, phone, address and the buyer's note, which packing needs.
const MANAGER: readonly Permission[] = [
  ...READER,
  'orders.recordPayment',
  'orders.manage',
  'orders.shippingDetails',
  'catalogue.manage',
  'settings.manage',
  'contact.manage',
];
// orders.correct: set a status outside the order's normal life (with a reason), archive and restore orders.
// settings.payment: the parameters that decide where and when customers pay (payment-parameters.ts).
// settings.deliverySlots: the delivery windows, days, holidays and capacities (issue 27), as settings are.
// content.manage: the shop's own texts (profile, vision and mission, privacy, terms; shop-pages.ts).
const ADMIN: readonly Permission[] = [
  ...MANAGER,
  'orders.correct',
  'settings.payment',
  'settings.deliverySlots',
  'content.manage',
  'accounts.read',
  'accounts.manage',
  'customers.personalData',
];

/**
 * Who may do what (issue 5, the decision the spec leaves open). Owner: everything, including the
 * owners-only customers and marketing areas. Admin: everything else, and accounts below Owner. Manager:
 * catalogue, banners, general parameters except the payment ones, orders, contact messages. User: reads, and
 * order status (not payment: money is for Manager and above).
 * Customers' personal data: Owner and Admin only (issue 8, docs/personal-data.md); Manager sees where an
 * order's box goes (issue 23).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  Owner: [...ADMIN, 'customers.read', 'marketing.read'],
  Admin: ADMIN,
  Manager: MANAGER,
  User: READER,
};

export function can(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Whether the role sees customers' names, e-mail addresses, phone numbers and addresses. Owner and Admin
 * run the shop's dealings with customers; Manager and User handle orders without knowing who placed them
 * (docs/personal-data.md).
 */
export function canSeeCustomerData(role: StaffRole): boolean {
  return can(role, 'customers.personalData');
}

/**
 * Whether the role sees where one order goes: the shipping name, phone and address, and the buyer's note
 * (often a phone number or directions). Manager packs and ships, so it needs them on the order page and
 * the packing slip; e-mail and the lists stay with canSeeCustomerData (docs/personal-data.md).
 */
export function canSeeShippingDetails(role: StaffRole): boolean {
  return can(role, 'orders.shippingDetails');
}

/**
 * The keys under which a staff response carries a customer's personal data: those of the order summary and
 * the customer list, and of the spec's Order (`customer`, `shippingAddress`). A role without
 * customers.personalData gets them as null; the personal-data test looks for them in every staff response.
 */
export const CUSTOMER_DATA_FIELDS = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customer',
  'shippingAddress',
] as const;

/** Spec section 6: only the role Owner counts as owner. */
export function isOwner(role: StaffRole | null | undefined): boolean {
  return role === 'Owner';
}

export interface AccountRef {
  id: number;
  role: StaffRole;
}

/**
 * Whether `actor` may disable, re-role or reset the password of `target`: it needs accounts.manage, an
 * Admin never touches an Owner, and nobody does it to themselves (no locking oneself out by a click).
 */
export function canManageAccount(actor: AccountRef, target: AccountRef): boolean {
  if (actor.id === target.id || !can(actor.role, 'accounts.manage')) return false;
  return target.role !== 'Owner' || isOwner(actor.role);
}

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

// Spec section 5 (Account): the spec's messages, as codes both sides translate (messages.ts).
const USERNAME_REQUIRED = encodeMessage('account.usernameRequired');
const PASSWORD_REQUIRED = encodeMessage('account.passwordRequired');
const CURRENT_PASSWORD_REQUIRED = encodeMessage('account.currentPasswordRequired');

/**
 * A username as it is stored and looked up: NFKC-normalised first, so a compatibility form of a name
 * ('ｏｗｎｅｒ' in fullwidth letters, the ligature 'ﬁ') is that name: taken, in the case-blind unique index,
 * and signing in as it. The spec sets no character rule (back-office.md section 5), so letters of every
 * script stay allowed; a letter of another script that merely looks Latin (Cyrillic 'о') stays distinct.
 */
const username = () => textField('account.usernameRequired').normalize('NFKC').trim();

export const UsernameSchema = username()
  .min(1, USERNAME_REQUIRED)
  .min(USERNAME_MIN, encodeMessage('account.usernameTooShort', { min: USERNAME_MIN }))
  .max(USERNAME_MAX, encodeMessage('account.usernameTooLong', { max: USERNAME_MAX }))
  .regex(/^[\p{L}\p{N}._-]+$/u, encodeMessage('account.usernameCharacters'));

export const PasswordSchema = textField('account.passwordRequired')
  .min(1, PASSWORD_REQUIRED)
  .min(PASSWORD_MIN, encodeMessage('account.passwordTooShort', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, encodeMessage('account.passwordTooLong', { max: PASSWORD_MAX }));

const RoleSchema = z.enum(ASSIGNABLE_ROLES, { error: requiredOr('account.roleRequired', 'account.roleInvalid') });

/** Body of POST /users/api/users/create (back-office.md section 3, Account). */
export const AccountCreateSchema = z.object({
  username: UsernameSchema,
  password: PasswordSchema,
  role: RoleSchema,
});
export type AccountCreate = z.infer<typeof AccountCreateSchema>;

export const AccountRoleUpdateSchema = z.object({ role: RoleSchema });
export const AccountStatusUpdateSchema = z.object({
  isActive: z.boolean({ error: requiredOr('account.statusRequired', 'validation.mustBeBoolean') }),
});
export const PasswordResetSchema = z.object({ password: PasswordSchema });
export const OwnPasswordChangeSchema = z.object({
  currentPassword: textField('account.currentPasswordRequired').min(1, CURRENT_PASSWORD_REQUIRED),
  newPassword: PasswordSchema,
});
export type OwnPasswordChange = z.infer<typeof OwnPasswordChangeSchema>;

/** Sign-in checks presence only: length rules would tell a guesser something about the accounts. */
export const LoginSchema = z.object({
  username: username()
    .min(1, USERNAME_REQUIRED)
    .max(USERNAME_MAX, encodeMessage('account.usernameTooLong', { max: USERNAME_MAX }))
    .regex(/^[^\0]*$/, encodeMessage('validation.noNulCharacters')),
  password: textField('account.passwordRequired')
    .min(1, PASSWORD_REQUIRED)
    .max(PASSWORD_MAX, encodeMessage('account.passwordTooLong', { max: PASSWORD_MAX })),
});
export type Login = z.infer<typeof LoginSchema>;

/** What the browser may know about the signed-in person: for display only, never a credential. */
export const StaffUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const SessionSchema = z.object({ user: StaffUserSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

export const StaffAccountSchema = StaffUserSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

// Back-office reports: the dashboard and the owners' customer list, both built from stored orders.

export const REVENUE_CHART_DAYS = 30;

/** A field of CUSTOMER_DATA_FIELDS in a staff response: null for a role without customers.personalData. */
export const customerDataField = <T extends z.ZodType>(schema: T) =>
  schema.nullable().describe('null for roles that do not see customers’ personal data (docs/personal-data.md)');

export const StaffOrderSummarySchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  customerName: customerDataField(z.string()),
  customerEmail: customerDataField(z.string()),
  customerPhone: customerDataField(z.string()),
  itemCount: z.number().int(),
  total: z.number().int(),
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethodName: z.string(),
});
export type StaffOrderSummary = z.infer<typeof StaffOrderSummarySchema>;

export const LowStockProductSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  stock: z.number().int().describe('In the sale unit'),
  saleUnit: z.enum(SALE_UNITS),
  threshold: z.number().int().describe("The product's own low-stock threshold, else the shop's default (014)"),
});

export const DailyRevenueSchema = z.object({
  date: z.string().describe('YYYY-MM-DD in the shop time zone'),
  revenue: z.number().int().describe('Money received that day: totals of the orders paid that day (payment date)'),
  orders: z.number().int().describe('Orders placed that day, cancelled ones left out'),
});
export type DailyRevenue = z.infer<typeof DailyRevenueSchema>;

export const DashboardSchema = z.object({
  today: z.string().describe('YYYY-MM-DD in the shop time zone: the day ordersToday counts'),
  ordersToday: z.number().int().describe('Orders placed today, cancelled ones included'),
  revenueThisMonth: z
    .number()
    .int()
    .describe('Paid revenue: totals of the orders paid this month (by payment date), as GET /api/general/kas'),
  pendingOrders: z.number().int().describe('Every order still Pending'),
  lowStockCount: z
    .number()
    .int()
    .describe('Products still sold at or below their low-stock threshold (Discontinued ones left out)'),
  lowStockProducts: z.array(LowStockProductSchema).describe('The 5 lowest of them, lowest stock first'),
  latestOrders: z.array(StaffOrderSummarySchema),
  revenueByDay: z.array(DailyRevenueSchema).describe('The last 30 days, oldest first, days without orders at 0'),
  firstRun: FirstRunSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const StaffPageQuerySchema = z.object({
  // Not held to PostgreSQL's integer, as before: the page only sets an OFFSET, which takes a bigint.
  page: queryIntegerOr(1, 1, Number.MAX_SAFE_INTEGER),
  pageSize: queryIntegerOr(10, 1, PAGE_SIZE_MAX),
});
export type StaffPageQuery = z.infer<typeof StaffPageQuerySchema>;

/** One page of a back-office list in the API's page shape (see `pageOf`). */
export function toPage<T>(data: T[], totalCount: number, { page, pageSize }: StaffPageQuery) {
  return pageAnswer(data, totalCount, page, pageSize);
}

export const CustomerQuerySchema = StaffPageQuerySchema.extend({
  // A NUL byte cannot travel to PostgreSQL; refuse it here as bad input instead of failing there.
  search: z
    .string()
    .trim()
    .max(100)
    .regex(/^[^\0]*$/, 'Search must not contain NUL characters')
    .optional(),
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;

// Named like the order summary's fields so CUSTOMER_DATA_FIELDS covers both; only roles that see
// personal data may read the list (customers.read implies customers.personalData).
export const CustomerSchema = z.object({
  customerName: z.string().describe('As given on the latest order'),
  customerEmail: z.string(),
  customerPhone: z.string().describe('As given on the latest order'),
  orderCount: z.number().int(),
  totalSpent: z.number().int().describe('Cancelled orders left out'),
  lastOrderDate: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerPageSchema = pageOf(CustomerSchema);
export type CustomerPage = z.infer<typeof CustomerPageSchema>;
