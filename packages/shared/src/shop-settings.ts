/**
 * Rules the shop sets for itself, kept as general parameters so staff edit them in the back office
 * (codes after the contact data 001-004). A missing or unreadable value falls back to its default, so a
 * typo in the back office never stops checkout.
 */
export const SHOP_SETTINGS = {
  /** Hours an order paid up front may stay unpaid before the shop cancels it and frees its stock. */
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
} as const;

export type ShopSettingName = keyof typeof SHOP_SETTINGS;
export type ShopSettings = Record<ShopSettingName, number>;

function readSetting(text: string | undefined, { defaultValue, min, max }: (typeof SHOP_SETTINGS)[ShopSettingName]) {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return defaultValue;
  const value = Number(text);
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
