import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertGeneralParameters } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';

const ctx = useTestApp();
let client = 0;
const send = (payload: unknown, remoteAddress = `10.1.0.${++client}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

describe('POST /api/contact', () => {
  it('stores the message and answers the spec success text', async () => {
    const response = await send({
      name: 'Ani',
      email: 'Ani@Example.id',
      phone: '0812 3456 7890',
      subject: 'quotation',
      message: 'Minta penawaran 50 kg udang.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Pesan Anda berhasil dikirim! Kami akan merespons dalam 1x24 jam.');
    const [stored] = await ctx.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: 'Ani', email: 'ani@example.id', subject: 'quotation', isHandled: false });
  });

  it('answers bad fields with their messages and stores nothing', async () => {
    const response = await send({ name: '', email: 'x', message: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Nama harus diisi',
      email: 'Email harus diisi dengan format yang benar',
      message: 'Pesan harus diisi',
    });
    expect(await ctx.database.db.select().from(contactMessages)).toEqual([]);
  });

  it('slows down a client that sends too many', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send({ name: 'Bot', email: 'bot@spam.id', message: `#${i}` }, '10.2.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('GET /api/company/brochure', () => {
  it('is a PDF built from the catalogue and contact data', async () => {
    await insertGeneralParameters(ctx.database.db);
    await insertCategory(ctx.database.db, { name: 'Udang' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/company/brochure' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Brosur-CrabClaw-Seafood.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('promises delivery only where checkout ships: cities on Java', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/company/brochure' });
    expect(pdfText(response.rawPayload).replace(/\s+/g, ' ')).toContain('50+ kota di Pulau Jawa');
  });
});
