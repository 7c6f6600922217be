import { z } from 'zod';
import { SHIPPING_METHOD_IDS } from './checkout-methods.ts';
import { encodeMessage } from './messages.ts';
import { INDONESIAN_PROVINCES } from './provinces.ts';
import { sortBands } from './shipping.ts';

// Shipping settings as staff send and read them (decision 041), apart from the rules in shipping.ts that price a
// cart, so the storefront's cart loads no schemas (issue 21).

export const MAX_SHIPPING_PRICE = 100_000_000;
const MAX_DAYS = 60;
const MAX_BAND_KG = 100_000;

// The settings as staff send them: per-field messages in both languages (decision 010).

const nameField = (code: 'shipping.nameRequired' | 'shipping.zoneNameRequired') =>
  z
    .string({ error: encodeMessage(code) })
    .trim()
    .min(1, encodeMessage(code))
    .max(60, encodeMessage('shipping.nameTooLong', { max: 60 }));

const wholeNumber = (max: number) =>
  z
    .number({ error: encodeMessage('shipping.numberInvalid') })
    .int(encodeMessage('shipping.numberInvalid'))
    .min(0, encodeMessage('shipping.numberNegative'))
    .max(max, encodeMessage('shipping.numberTooLarge', { max }));

const ZoneSchema = z.object({
  name: nameField('shipping.zoneNameRequired'),
  provinces: z
    .array(z.enum(INDONESIAN_PROVINCES, { error: encodeMessage('shipping.provinceUnknown') }))
    .min(1, encodeMessage('shipping.zoneNeedsProvince')),
  cities: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
});

const RateSchema = z.object({
  zone: z.string().trim().min(1, encodeMessage('shipping.rateZoneUnknown')),
  upToKg: z
    .number({ error: encodeMessage('shipping.numberInvalid') })
    .positive(encodeMessage('shipping.bandNotPositive'))
    .max(MAX_BAND_KG, encodeMessage('shipping.numberTooLarge', { max: MAX_BAND_KG }))
    .nullable(),
  price: wholeNumber(MAX_SHIPPING_PRICE),
});

const MethodFields = z.object({
  id: z.enum(SHIPPING_METHOD_IDS, { error: encodeMessage('checkout.shippingUnknown') }),
  nameId: nameField('shipping.nameRequired'),
  nameEn: nameField('shipping.nameRequired'),
  minDays: wholeNumber(MAX_DAYS),
  maxDays: wholeNumber(MAX_DAYS),
  carriesLiveAndFresh: z.boolean(),
  deliveryAreaOnly: z.boolean(),
  coldBoxFee: wholeNumber(MAX_SHIPPING_PRICE),
  active: z.boolean(),
  rates: z.array(RateSchema).max(500),
});

const MethodSchema = MethodFields.superRefine((method, ctx) => {
  if (method.maxDays < method.minDays) {
    ctx.addIssue({ code: 'custom', path: ['maxDays'], message: encodeMessage('shipping.daysOrder') });
  }
  const seen = new Set<string>();
  method.rates.forEach((rate, index) => {
    const key = `${rate.zone}\u0000${rate.upToKg ?? 'open'}`;
    if (seen.has(key)) {
      ctx.addIssue({ code: 'custom', path: ['rates', index, 'upToKg'], message: encodeMessage('shipping.bandTwice') });
    }
    seen.add(key);
  });
})
  // Bands are kept lightest first, the open band last, whatever order staff typed them in.
  .transform((method) => ({ ...method, rates: sortBands(method.rates) }));

/** The settings as the back office reads them (GET /api/admin/shipping). */
export const ShippingSettingsViewSchema = z.object({
  zones: z.array(ZoneSchema.extend({ provinces: z.array(z.string()), cities: z.array(z.string()) })),
  methods: z.array(MethodFields.extend({ rates: z.array(RateSchema.extend({ price: z.number().int() })) })),
});

/** The settings as staff send them (PUT /api/admin/shipping). */
export const ShippingSettingsSchema = z
  .object({
    zones: z.array(ZoneSchema).max(50),
    methods: z.array(MethodSchema),
  })
  .superRefine((settings, ctx) => {
    const names = settings.zones.map((zone) => zone.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) {
        ctx.addIssue({ code: 'custom', path: ['zones', index, 'name'], message: encodeMessage('shipping.zoneTwice') });
      }
    });
    const zones = new Set(settings.zones.map((zone) => zone.name));
    settings.methods.forEach((method, m) =>
      method.rates.forEach((rate, r) => {
        if (!zones.has(rate.zone)) {
          const path = ['methods', m, 'rates', r, 'zone'];
          ctx.addIssue({ code: 'custom', path, message: encodeMessage('shipping.rateZoneUnknown') });
        }
      }),
    );
    const ids = settings.methods.map((method) => method.id);
    if (ids.length !== SHIPPING_METHOD_IDS.length || SHIPPING_METHOD_IDS.some((id) => !ids.includes(id))) {
      ctx.addIssue({ code: 'custom', path: ['methods'], message: encodeMessage('shipping.methodsFixed') });
    }
  });
export type ShippingSettingsInput = z.input<typeof ShippingSettingsSchema>;
