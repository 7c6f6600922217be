/**
 * Rules the shop sets for itself, kept as general parameters so staff edit them in the back office
 * (codes after the contact data 001-004). A missing or unreadable value falls back to its default, so a
 * typo in the back office never stops checkout.
 */
export const SHOP_SETTINGS = {
  /** Hours a bank-transfer order may stay unpaid, before staff take it in hand, until the shop cancels it and frees its stock. */
  paymentWindowHours: { paramCode: '005', name: 'Batas waktu pembayaran (jam)', defaultValue: 24, min: 1, max: 720 },
  /** Units of one product a single order may take (back-office spec: 99). */
  maxQuantityPerProduct: {
    paramCode: '006',
    name: 'Jumlah maksimal per produk dalam satu pesanan',
    defaultValue: 99,
    min: 1,
    max: 99,
  },
  /** Unpaid orders one e-mail address or phone number may have open at once. */
  maxOpenUnpaidOrders: {
    paramCode: '007',
    name: 'Pesanan belum dibayar maksimal per email/telepon',
    defaultValue: 3,
    min: 1,
    max: 100,
  },
  /**
   * The largest total (Rp) of one order placed unpaid by a customer (issue 23): anonymous orders cannot
   * take a whole shop's stock. Rp 25.000.000 is far above a household's or a restaurant's order of seafood
   * (a few million) and about a tonne of crab: a larger one is a wholesale deal staff arrange themselves.
   */
  maxUnpaidOrderTotal: {
    paramCode: '012',
    name: 'Total maksimal satu pesanan belum dibayar (Rp)',
    defaultValue: 25_000_000,
    min: 100_000,
    max: 1_000_000_000_000,
  },
  /**
   * Hours a cash-on-delivery or staff-arranged (e-wallet, card) order may wait for staff to take it in hand
   * (Processing) before the shop cancels it and frees its stock (issue 23).
   */
  confirmationWindowHours: {
    paramCode: '013',
    name: 'Batas waktu konfirmasi pesanan COD/e-wallet/kartu (jam)',
    defaultValue: 48,
    min: 1,
    max: 720,
  },
  /**
   * Units, in each product's sale unit, at or below which the dashboard lists a product as low on stock when
   * the product has no threshold of its own (issue 23; low-stock.ts).
   */
  defaultLowStockThreshold: {
    paramCode: '014',
    name: 'Batas stok menipis bawaan',
    defaultValue: 5,
    min: 0,
    max: 100_000,
  },
} as const;

export type ShopSettingName = keyof typeof SHOP_SETTINGS;
export type ShopSettings = Record<ShopSettingName, number>;

function readSetting(text: string | undefined, { defaultValue, min, max }: (typeof SHOP_SETTINGS)[ShopSettingName]) {
  // Digits, or thousands grouped with dots as Indonesians write rupiah ('25.000.000').
  if (text === undefined || !/^\s*(\d+|\d{1,3}(\.\d{3})+)\s*$/.test(text)) return defaultValue;
  const value = Number(text.replaceAll('.', ''));
  return value >= min && value <= max ? value : defaultValue;
}

/** The shop's settings from its general parameters (paramCode and deskripsi, the value). */
export function readShopSettings(parameters: readonly { paramCode: string; deskripsi: string }[]): ShopSettings {
  const byCode = new Map(parameters.map((parameter) => [parameter.paramCode, parameter.deskripsi]));
  const entries = Object.entries(SHOP_SETTINGS).map(([name, setting]) => [
    name,
    readSetting(byCode.get(setting.paramCode), setting),
  ]);
  return Object.fromEntries(entries) as ShopSettings;
}
