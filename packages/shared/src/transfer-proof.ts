import { z } from 'zod';
import { IdParamSchema } from './catalogue.ts';
import { queryInteger } from './form-fields.ts';
import type { OrderStatus, PaymentStatus } from './order-lifecycle.ts';
import { CancelOrderSchema } from './staff-orders.ts';

// Proof of a bank transfer (issue 28, decision 042): the customer sends a photo or PDF of the transfer
// receipt from the tracking page, staff confirm it (the order becomes Paid) or refuse it with a reason.

/** waiting: staff have not looked yet; confirmed: the order was marked Paid with it; refused: with a reason. */
export const TRANSFER_PROOF_STATES = ['waiting', 'confirmed', 'refused'] as const;
export type TransferProofState = (typeof TRANSFER_PROOF_STATES)[number];

/** How many receipts one order may receive: a few tries after refusals, not a store for any file. */
export const TRANSFER_PROOFS_PER_ORDER = 5;

/** What a receipt is kept as: a photo (re-encoded as JPEG, metadata dropped) or the PDF as sent. */
export const TRANSFER_PROOF_TYPES = ['image/jpeg', 'application/pdf'] as const;
export type TransferProofType = (typeof TRANSFER_PROOF_TYPES)[number];

type ProofOrder = { status: OrderStatus; paymentStatus: PaymentStatus; paymentMethodId: string };

/** Whether an order takes a receipt now: paid by bank transfer, still unpaid and not cancelled. */
export function takesTransferProof(order: ProofOrder): boolean {
  return order.paymentMethodId === 'bank_transfer' && order.paymentStatus === 'Pending' && order.status !== 'Cancelled';
}

export const TransferProofSchema = z.object({
  id: z.number().int(),
  state: z.enum(TRANSFER_PROOF_STATES),
  contentType: z.enum(TRANSFER_PROOF_TYPES).describe('image/jpeg for a photo (re-encoded), application/pdf as sent'),
  sentAt: z.string(),
  decidedAt: z.string().nullable(),
  refusalReason: z.string().nullable().describe('Why staff refused it, shown to the customer'),
});
export type TransferProof = z.infer<typeof TransferProofSchema>;

/** The customer's side (tracking page): the receipts sent, oldest first, and whether another may be sent. */
export const CustomerTransferProofsSchema = z.object({
  proofs: z.array(TransferProofSchema),
  canSend: z
    .boolean()
    .describe('The order takes a receipt, none is waiting for staff, and fewer than the limit were sent'),
  limit: z.number().int().describe('How many receipts one order may receive'),
});
export type CustomerTransferProofs = z.infer<typeof CustomerTransferProofsSchema>;

/** The staff side (order page): who decided each receipt too. */
export const StaffTransferProofSchema = TransferProofSchema.extend({
  byteSize: z.number().int(),
  decidedBy: z.string().nullable(),
});
export type StaffTransferProof = z.infer<typeof StaffTransferProofSchema>;
export const StaffTransferProofsSchema = z.object({ proofs: z.array(StaffTransferProofSchema) });
export type StaffTransferProofs = z.infer<typeof StaffTransferProofsSchema>;

export const TransferProofParamsSchema = IdParamSchema.extend({ proofId: queryInteger(1) });

/** Refusing a receipt: the reason the customer reads, as long as a cancellation's. */
export const RefuseTransferProofSchema = CancelOrderSchema;
export type RefuseTransferProof = z.infer<typeof RefuseTransferProofSchema>;
