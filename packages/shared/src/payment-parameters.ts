import { z } from 'zod';
import { can, type StaffRole } from './staff.ts';

/**
 * The general parameters that decide where and when customers pay (issue 23): the payment window (005),
 * the bank accounts (008), the WhatsApp number customers confirm payment on (009), the largest unpaid order
 * (012) and the confirmation window of cash-on-delivery orders (013). A wrong value sends money elsewhere,
 * so only Owner and Admin change them; a Manager reads them.
 */
export const PAYMENT_PARAMETER_CODES: readonly string[] = ['005', '008', '009', '012', '013'];

/** The bank accounts customers transfer to; a change of it is announced to every Owner. */
export const BANK_ACCOUNTS_CODE = '008';

export function isPaymentParameterCode(paramCode: string): boolean {
  return PAYMENT_PARAMETER_CODES.includes(paramCode);
}

/** Whether `role` may create, edit or delete the parameter with `paramCode`. */
export function canEditParameter(role: StaffRole, paramCode: string): boolean {
  if (!can(role, 'settings.manage')) return false;
  return !isPaymentParameterCode(paramCode) || can(role, 'settings.payment');
}

/**
 * Days a change of the bank accounts stays announced on every Owner's dashboard: long enough for an owner
 * back from a week away to see it, without a per-person dismissal to store.
 */
export const BANK_ACCOUNT_NOTICE_DAYS = 7;

/** GET /api/admin/dashboard/bank-account-change: the latest change within the notice's days, for Owners. */
export const BankAccountNoticeSchema = z.object({
  change: z
    .object({ changedBy: z.string(), changedAt: z.string().describe('ISO instant') })
    .nullable()
    .describe(`The latest change of parameter 008 in the last ${BANK_ACCOUNT_NOTICE_DAYS} days; null for other roles`),
});
export type BankAccountNotice = z.infer<typeof BankAccountNoticeSchema>;
