import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './contact.ts';
import { translateMessage } from './message-catalogues.ts';
import { decodeMessage } from './messages.ts';

const messages = (input: unknown) => {
  const result = ContactMessageSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [
          issue.path.join('.'),
          translateMessage('id', decodeMessage(issue.message)),
        ]),
      );
};

describe('ContactMessageSchema (storefront section 5)', () => {
  it('accepts a message with only name, e-mail and text', () => {
    expect(ContactMessageSchema.parse({ name: ' Ani ', email: 'ani@example.id', message: 'Halo' })).toEqual({
      name: 'Ani',
      email: 'ani@example.id',
      phone: '',
      subject: 'inquiry',
      message: 'Halo',
    });
  });

  it('answers each missing or wrong field with the spec message', () => {
    expect(messages({ name: '  ', email: 'ani@', message: '' })).toEqual({
      name: 'Nama harus diisi',
      email: 'Email harus diisi dengan format yang benar',
      message: 'Pesan harus diisi',
    });
    expect(messages({ name: 'Ani', email: 'ani@example.id', message: 'x', subject: 'spam', phone: 'abc' })).toEqual({
      subject: 'Subjek tidak dikenal',
      phone: 'Format nomor telepon tidak valid',
    });
  });

  it('says a name or message that is no text is not valid rather than missing', () => {
    expect(messages({ name: 42, email: 'ani@example.id', message: ['Halo'] })).toEqual({
      name: 'Nilai tidak valid',
      message: 'Nilai tidak valid',
    });
  });
});
