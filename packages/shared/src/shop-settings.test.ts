import { describe, expect, it } from 'vitest';
import { readShopSettings } from './shop-settings.ts';

describe('shop settings', () => {
  it('reads the values staff set', () => {
    expect(
      readShopSettings([
        { paramCode: '005', deskripsi: '48' },
        { paramCode: '006', deskripsi: ' 10 ' },
        { paramCode: '007', deskripsi: '1' },
        { paramCode: '012', deskripsi: '5.000.000' },
        { paramCode: '013', deskripsi: '12' },
        { paramCode: '014', deskripsi: '0' },
      ]),
    ).toEqual({
      paymentWindowHours: 48,
      maxQuantityPerProduct: 10,
      maxOpenUnpaidOrders: 1,
      maxUnpaidOrderTotal: 5_000_000,
      confirmationWindowHours: 12,
      defaultLowStockThreshold: 0,
    });
  });

  it('falls back to the defaults for missing, unreadable or out-of-range values', () => {
    expect(
      readShopSettings([
        { paramCode: '005', deskripsi: '24 jam' },
        { paramCode: '006', deskripsi: '500' },
        { paramCode: '012', deskripsi: '5.00' },
      ]),
    ).toEqual({
      paymentWindowHours: 24,
      maxQuantityPerProduct: 99,
      maxOpenUnpaidOrders: 3,
      maxUnpaidOrderTotal: 25_000_000,
      confirmationWindowHours: 48,
      defaultLowStockThreshold: 5,
    });
  });
});
