import { z } from 'zod';
import { PAGE_SIZE_MAX } from './catalogue-constants.ts';
import { pageOf } from './catalogue.ts';
import { queryIntegerOr, textField } from './form-fields.ts';
import { encodeMessage } from './messages.ts';
import { normalizePhone, PHONE_PATTERN } from './phone.ts';

export const CONTACT_SUBJECTS = ['inquiry', 'quotation', 'partnership', 'complaint', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

// Storefront section 5 (Contact form): the spec's messages, as codes both sides translate (messages.ts).
const EMAIL_INVALID = encodeMessage('contact.emailInvalid');
const PHONE_INVALID = encodeMessage('contact.phoneInvalid');
const MESSAGE_REQUIRED = encodeMessage('contact.messageRequired');
const NAME_REQUIRED = encodeMessage('contact.nameRequired');

export const ContactMessageSchema = z.object({
  name: textField('contact.nameRequired').trim().min(1, NAME_REQUIRED).max(100, encodeMessage('contact.nameTooLong')),
  email: z.string({ error: EMAIL_INVALID }).trim().pipe(z.email(EMAIL_INVALID).max(254, EMAIL_INVALID)),
  // Optional; when given, the checkout's rule (phone.ts), and kept normalised.
  phone: z
    .string({ error: PHONE_INVALID })
    .max(30, PHONE_INVALID)
    .transform(normalizePhone)
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), PHONE_INVALID)
    .optional()
    .default(''),
  subject: z
    .enum(CONTACT_SUBJECTS, { error: encodeMessage('contact.subjectUnknown') })
    .optional()
    .default('inquiry'),
  message: textField('contact.messageRequired')
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(2000, encodeMessage('contact.messageTooLong')),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

export const ContactReceivedSchema = z.object({ id: z.number().int(), message: z.string() });

// The back office's inbox of these messages (issue 9): Manager and above read and handle them.

export const CONTACT_MESSAGE_FILTERS = ['all', 'unread', 'open'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export const AdminContactMessageQuerySchema = z.object({
  filter: z
    .enum(CONTACT_MESSAGE_FILTERS)
    .default('all')
    .describe('unread: not opened yet; open: not marked handled yet'),
  page: queryIntegerOr(1, 1),
  pageSize: queryIntegerOr(10, 1, PAGE_SIZE_MAX),
});
export type AdminContactMessageQuery = z.infer<typeof AdminContactMessageQuerySchema>;

/**
 * A message as staff see it. The sender's details are named `sender*`, apart from the customer fields of
 * CUSTOMER_DATA_FIELDS: whoever handles messages must see them to answer (docs/personal-data.md).
 */
export const AdminContactMessageSchema = z.object({
  id: z.number().int(),
  senderName: z.string(),
  senderEmail: z.string(),
  senderPhone: z.string().nullable(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
  receivedAt: z.string().describe('ISO instant'),
  readAt: z.string().nullable().describe('First opened by a staff member; null while unread'),
  handledAt: z.string().nullable().describe('Marked handled; null while open'),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminContactMessagePageSchema = pageOf(AdminContactMessageSchema);
export type AdminContactMessagePage = z.infer<typeof AdminContactMessagePageSchema>;

export const ContactMessageCountsSchema = z.object({
  unread: z.number().int(),
  open: z.number().int().describe('Not marked handled, read or not'),
});
export type ContactMessageCounts = z.infer<typeof ContactMessageCountsSchema>;

export const ContactMessageHandledSchema = z.object({
  handled: z.boolean({ error: encodeMessage('validation.mustBeBoolean') }),
});
export type ContactMessageHandled = z.infer<typeof ContactMessageHandledSchema>;
