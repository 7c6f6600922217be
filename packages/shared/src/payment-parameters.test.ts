import { describe, expect, it } from 'vitest';
import { canEditParameter, isPaymentParameterCode } from './payment-parameters.ts';
import { SHOP_FACTS } from './shop-facts.ts';
import { SHOP_SETTINGS } from './shop-settings.ts';

describe('payment parameters', () => {
  it('are the payment window, the bank accounts, WhatsApp and the codes 012 and 013', () => {
    expect(isPaymentParameterCode(SHOP_SETTINGS.paymentWindowHours.paramCode)).toBe(true);
    expect(isPaymentParameterCode(SHOP_FACTS.bankAccounts.paramCode)).toBe(true);
    expect(isPaymentParameterCode(SHOP_FACTS.whatsApp.paramCode)).toBe(true);
    expect(isPaymentParameterCode('012')).toBe(true);
    expect(isPaymentParameterCode('013')).toBe(true);
    expect(isPaymentParameterCode(SHOP_FACTS.address.paramCode)).toBe(false);
    expect(isPaymentParameterCode('014')).toBe(false);
  });

  it('are changed by Owner and Admin only; a Manager changes the others; a User none', () => {
    for (const role of ['Owner', 'Admin'] as const) expect(canEditParameter(role, '008')).toBe(true);
    expect(canEditParameter('Manager', '008')).toBe(false);
    expect(canEditParameter('Manager', '005')).toBe(false);
    expect(canEditParameter('Manager', '001')).toBe(true);
    expect(canEditParameter('User', '001')).toBe(false);
  });
});
