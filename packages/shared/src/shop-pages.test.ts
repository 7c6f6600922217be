import { describe, expect, it } from 'vitest';
import { fillPageFacts, type ShopPageFacts } from './shop-page-facts.ts';
import { ShopPageUpdateSchema } from './shop-pages.ts';

const facts: ShopPageFacts = {
  email: 'halo@laut.id',
  address: 'Jl. <Pantai> 1 & 2',
  paymentWindowHours: '24',
  confirmationWindowHours: '48',
  codFee: 'Rp 5.000',
  ewalletFee: 'Rp 2.500',
  regularDays: '2-4',
  expressDays: '1-2',
  coldChainDays: '1-3',
};

describe('fillPageFacts', () => {
  it('fills the shop’s facts in as escaped text and leaves other braces as written', () => {
    expect(
      fillPageFacts('<p>Tulis ke {{email}} di {{ address }}; {{unknown}} dalam {{paymentWindowHours}} jam</p>', facts),
    ).toBe('<p>Tulis ke halo@laut.id di Jl. &#60;Pantai&#62; 1 &#38; 2; {{unknown}} dalam 24 jam</p>');
  });
});

describe('ShopPageUpdateSchema', () => {
  it('needs both languages and the version', () => {
    const result = ShopPageUpdateSchema.safeParse({ id: ' ', en: '<p>x</p>' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['id', 'version']);
  });
});
