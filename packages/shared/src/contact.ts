import { z } from 'zod';

export const CONTACT_SUBJECTS = ['inquiry', 'quotation', 'partnership', 'complaint', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

// Storefront section 5 (Contact form): the spec's messages, in Indonesian; the web app translates them.
const EMAIL_MESSAGE = 'Email harus diisi dengan format yang benar';

export const ContactMessageSchema = z.object({
  name: z.string({ error: 'Nama harus diisi' }).trim().min(1, 'Nama harus diisi').max(100, 'Nama terlalu panjang'),
  email: z.string({ error: EMAIL_MESSAGE }).trim().pipe(z.email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE)),
  phone: z
    .string()
    .trim()
    .max(20, 'Format nomor telepon tidak valid')
    .regex(/^[\d+\-\s()]*$/, 'Format nomor telepon tidak valid')
    .optional()
    .default(''),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Subjek tidak dikenal' }).optional().default('inquiry'),
  message: z
    .string({ error: 'Pesan harus diisi' })
    .trim()
    .min(1, 'Pesan harus diisi')
    .max(2000, 'Pesan terlalu panjang'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

export const ContactReceivedSchema = z.object({ id: z.number().int(), message: z.string() });

/** The success message of section 5, shown only after the server has stored the message. */
export const CONTACT_RECEIVED_MESSAGE = 'Pesan Anda berhasil dikirim! Kami akan merespons dalam 1x24 jam.';
