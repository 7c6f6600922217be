import type { APIRequestContext } from '@playwright/test';
import { SHOP_FACTS } from '@crabclaw/shared';
import { E2E_OWNER } from '../playwright.config.ts';

/**
 * Whether the journeys' shop holds the demo catalogue: as the shop decides (its `wantsDemo`), on the embedded
 * database and not on PostgreSQL, unless E2E_DEMO says (scripts/e2e-server.mjs).
 */
export const E2E_SHOP_HAS_DEMO = process.env.E2E_DEMO ? process.env.E2E_DEMO === '1' : !process.env.TEST_DATABASE_URL;

/**
 * The journeys' shop's facts (general parameters), filled in where the shop has left them empty, so that a shop
 * started without the demo has an address, a bank account, a WhatsApp number and a delivery area
 * as a shop in business has; specs read them from here, never from the demo.
 */
export const E2E_SHOP = {
  address: 'Jl. Pluit Raya No. 88, Penjaringan, Jakarta Utara 14440',
  phone: '+62 812-8800-2015',
  email: 'halo@crabclaw.co.id',
  openingHours: 'Senin-Jumat 08:00-17:00 WIB, Sabtu 08:00-12:00 WIB, Minggu dan hari libur nasional tutup',
  bankAccounts: 'BCA 0000000000 a.n. PT CrabClaw Seafood Indonesia (contoh)',
  whatsApp: '+62 812-8800-2015',
  facebook: 'https://www.facebook.com/crabclawseafood',
  instagram: 'https://www.instagram.com/crabclawseafood',
  deliveryArea: 'Jakarta, Bogor, Depok, Tangerang, Bekasi',
} satisfies Partial<Record<keyof typeof SHOP_FACTS, string>>;

/** The WhatsApp number as chat links carry it (wa.me/<digits>). */
export const E2E_WHATSAPP_DIGITS = E2E_SHOP.whatsApp.replace(/\D/g, '');

interface StoredParameter {
  id: number;
  paramCode: string;
  paramName: string;
  deskripsi: string;
}

/**
 * Writes each of E2E_SHOP's facts the shop holds empty, as the owner; a fact a spec has set (and puts back
 * afterwards) is left alone, so this may run whenever a worker starts.
 */
export async function fillEmptyShopFacts(request: APIRequestContext, baseURL: string): Promise<void> {
  const headers = { origin: baseURL };
  const login = await request.post('/auth/login', { data: E2E_OWNER, headers });
  if (!login.ok()) throw new Error(`the e2e owner cannot sign in: ${login.status()}`);
  const stored = (await (await request.get('/api/general')).json()) as StoredParameter[];
  for (const [fact, deskripsi] of Object.entries(E2E_SHOP)) {
    const { paramCode } = SHOP_FACTS[fact as keyof typeof E2E_SHOP];
    const parameter = stored.find((candidate) => candidate.paramCode === paramCode);
    if (!parameter || parameter.deskripsi !== '') continue;
    const { version } = (await (await request.get(`/api/general/${parameter.id}`)).json()) as { version: number };
    const saved = await request.put(`/api/general/${parameter.id}`, {
      data: { paramCode, paramName: parameter.paramName, deskripsi, version },
      headers,
    });
    if (!saved.ok()) throw new Error(`general parameter ${paramCode}: ${saved.status()} ${await saved.text()}`);
  }
}
