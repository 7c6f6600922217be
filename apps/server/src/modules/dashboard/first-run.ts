import {
  can,
  parseBankAccounts,
  SHOP_FACTS,
  whatsAppNumber,
  type BankAccount,
  type FirstRun,
  type FirstRunItem,
  type FirstRunItemId,
  type GeneralParameter,
  type StaffRole,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { categoriesWithProductCount, listGeneralParameters } from '../catalogue/index.ts';

type ParameterItem = Exclude<FirstRunItemId, 'category' | 'product'>;

// Any letter or digit: '-' or a stray space is no address.
const saysSomething = (text: string) => /[\p{L}\p{N}]/u.test(text);

// The demo seed's account is marked '(contoh)' and numbered 0000000000: a transfer to it reaches nobody, so a
// shop that still lists it has not set up its accounts (docs/shop-parameters.md).
const isExampleAccount = ({ bank, number, holder }: BankAccount) =>
  /\((?:contoh|example)\)/i.test(`${bank} ${holder ?? ''}`) || !/[1-9]/.test(number);

const isDone: Record<ParameterItem, (text: string) => boolean> = {
  address: saysSomething,
  phone: (text) => whatsAppNumber(text) !== null,
  whatsApp: (text) => whatsAppNumber(text) !== null,
  bankAccounts: (text) => {
    const accounts = parseBankAccounts(text);
    return accounts.length > 0 && !accounts.some(isExampleAccount);
  },
};

function parameterItem(id: ParameterItem, parameters: readonly GeneralParameter[]): FirstRunItem {
  const parameter = parameters.find((row) => row.paramCode === SHOP_FACTS[id].paramCode);
  return { id, done: parameter ? isDone[id](parameter.deskripsi) : false, parameterId: parameter?.id ?? null };
}

/** Whether the role can do every item: setting the shop's facts and creating its catalogue. */
const canSetUpShop = (role: StaffRole) => can(role, 'settings.manage') && can(role, 'catalogue.manage');

/**
 * The first-run checklist (issue 22), worked out from the parameters and the catalogue on every request, so it
 * shows again when an item is undone: null when every item is done or the viewer cannot do them.
 */
export async function firstRunChecklist(db: Executor, viewer: StaffRole): Promise<FirstRun> {
  if (!canSetUpShop(viewer)) return null;
  const [parameters, categories] = await Promise.all([listGeneralParameters(db), categoriesWithProductCount(db)]);
  const items: FirstRunItem[] = [
    ...(['address', 'phone', 'whatsApp', 'bankAccounts'] as const).map((id) => parameterItem(id, parameters)),
    { id: 'category', done: categories.length > 0, parameterId: null },
    { id: 'product', done: categories.some((category) => category.productCount > 0), parameterId: null },
  ];
  return items.every((item) => item.done) ? null : { items };
}
