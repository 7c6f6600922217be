import { describe, expect, it } from 'vitest';
import { isInDeliveryArea, parseDeliveryArea, shippingMethod, shippingRefusal } from './index.ts';

const AREA = parseDeliveryArea('Jakarta, Bogor;Depok\nTangerang , Bekasi\n 171 ');
const crab = { name: 'Kepiting Bakau Hidup', handling: 'live' as const };
const ebi = { name: 'Ebi Kering', handling: 'dry' as const };

describe('the delivery area', () => {
  it('reads cities and postal-code prefixes separated by commas, semicolons or lines', () => {
    expect(AREA).toEqual(['Jakarta', 'Bogor', 'Depok', 'Tangerang', 'Bekasi', '171']);
    expect(parseDeliveryArea('  ')).toEqual([]);
  });

  it('takes a city naming a place of the area as whole words, or a postal code with its prefix', () => {
    expect(isInDeliveryArea(AREA, { city: 'Jakarta Selatan', postalCode: '12730' })).toBe(true);
    expect(isInDeliveryArea(AREA, { city: 'Kota BEKASI', postalCode: '17100' })).toBe(true);
    expect(isInDeliveryArea(AREA, { city: 'Tangerang Selatan', postalCode: '15310' })).toBe(true);
    expect(isInDeliveryArea(AREA, { city: 'Cikarang', postalCode: '17150' })).toBe(true);
    expect(isInDeliveryArea(AREA, { city: 'Bandung', postalCode: '40111' })).toBe(false);
    // A word that only contains a place's name is not that place.
    expect(isInDeliveryArea(AREA, { city: 'Bogoran', postalCode: '40111' })).toBe(false);
  });
});

describe('which method takes which goods where', () => {
  const sameDay = shippingMethod('same_day');
  const regular = shippingMethod('regular');
  const bandung = { city: 'Bandung', postalCode: '40111' };

  it('sends live and fresh goods only by the Fresh Courier, naming the product', () => {
    expect(shippingRefusal(regular, [ebi, crab], AREA)).toEqual({
      code: 'delivery.methodCannotCarry',
      params: { name: 'Kepiting Bakau Hidup' },
    });
    expect(shippingRefusal(sameDay, [ebi, crab], AREA, { city: 'Jakarta Pusat', postalCode: '10330' })).toBeNull();
    expect(shippingRefusal(regular, [ebi], AREA, bandung)).toBeNull();
  });

  it('takes the Fresh Courier only inside the area, and nowhere while the shop has set none', () => {
    expect(shippingRefusal(sameDay, [crab], AREA, bandung)).toEqual({
      code: 'delivery.outsideArea',
      params: { area: 'Jakarta, Bogor, Depok, Tangerang, Bekasi, 171' },
    });
    expect(shippingRefusal(sameDay, [ebi], [], { city: 'Jakarta', postalCode: '10330' })).toEqual({
      code: 'delivery.noArea',
    });
    // Without an address yet, only the goods are judged.
    expect(shippingRefusal(sameDay, [crab], AREA)).toBeNull();
  });
});
