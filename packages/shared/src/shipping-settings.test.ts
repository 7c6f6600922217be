import { describe, expect, it } from 'vitest';
import { decodeMessage } from './messages.ts';
import { ShippingSettingsSchema, type ShippingSettingsInput } from './shipping-settings.ts';
import { DEFAULT_SHIPPING_SETTINGS } from './shipping.ts';

describe('the settings staff send', () => {
  const input = (change: (settings: ShippingSettingsInput) => void): ShippingSettingsInput => {
    const settings = structuredClone(DEFAULT_SHIPPING_SETTINGS) as ShippingSettingsInput;
    change(settings);
    return settings;
  };
  const issues = (settings: ShippingSettingsInput) =>
    ShippingSettingsSchema.safeParse(settings).error?.issues.map((issue) => [
      issue.path.join('.'),
      decodeMessage(issue.message).code,
    ]);

  it('sorts bands lightest first, the open band last', () => {
    const parsed = ShippingSettingsSchema.parse(
      input((s) => {
        s.methods[0]!.rates = [
          { zone: 'Jawa', upToKg: null, price: 30_000 },
          { zone: 'Jawa', upToKg: 10, price: 20_000 },
          { zone: 'Jawa', upToKg: 2, price: 10_000 },
        ];
      }),
    );
    expect(parsed.methods[0]!.rates.map((rate) => rate.upToKg)).toEqual([2, 10, null]);
  });

  it('refuses negative prices, twice the same band, unknown zones and days the wrong way round, per field', () => {
    expect(
      issues(
        input((s) => {
          s.methods[0]!.rates = [
            { zone: 'Jawa', upToKg: 5, price: -1 },
            { zone: 'Jawa', upToKg: 5, price: 10 },
            { zone: 'Sumatera', upToKg: null, price: 10 },
          ];
          s.methods[1]!.minDays = 3;
          s.methods[1]!.maxDays = 2;
          s.methods[2]!.coldBoxFee = -5;
        }),
      ),
    ).toEqual([
      ['methods.0.rates.0.price', 'shipping.numberNegative'],
      ['methods.0.rates.1.upToKg', 'shipping.bandTwice'],
      ['methods.1.maxDays', 'shipping.daysOrder'],
      ['methods.2.coldBoxFee', 'shipping.numberNegative'],
      ['methods.0.rates.2.zone', 'shipping.rateZoneUnknown'],
    ]);
    expect(issues(input((s) => void (s.methods[0]!.rates[0]!.zone = 'Sumatera')))).toEqual([
      ['methods.0.rates.0.zone', 'shipping.rateZoneUnknown'],
    ]);
  });

  it('refuses zones without a name, a province, or with the name of another', () => {
    expect(
      issues(
        input((s) => {
          s.zones.push({ name: 'Bali', provinces: ['Bali'] }, { name: ' ', provinces: [] });
        }),
      ),
    ).toEqual([
      ['zones.2.name', 'shipping.zoneNameRequired'],
      ['zones.2.provinces', 'shipping.zoneNeedsProvince'],
    ]);
    expect(issues(input((s) => void s.zones.push({ name: 'jawa', provinces: ['Bali'] })))).toEqual([
      ['zones.1.name', 'shipping.zoneTwice'],
    ]);
  });
});
