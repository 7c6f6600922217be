import { useTranslation } from 'react-i18next';
import { formatRupiah, paymentMethod, shippingMethod, SHOP_SETTINGS, type ShippingMethodId } from '@crabclaw/shared';
import { useCompanyContact, useShopFacts } from '../../company/index.ts';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

const shippingDays = (id: ShippingMethodId) => `${shippingMethod(id).minDays}-${shippingMethod(id).maxDays}`;

/**
 * What the policies state as facts, from where the shop keeps them: contact data and the payment window that
 * staff edit (001, 003, 005, 013), the fees and delivery times checkout charges and promises.
 */
function useLegalFacts() {
  const { t } = useTranslation('legal');
  const { contact } = useCompanyContact();
  const { facts } = useShopFacts();
  return {
    // A fact staff have not set yet is pointed to where it will be, never left as a hole in the sentence.
    email: contact.email ?? t('unsetEmail'),
    address: contact.address ?? t('unsetAddress'),
    paymentWindowHours: facts?.paymentWindowHours ?? SHOP_SETTINGS.paymentWindowHours.defaultValue,
    confirmationWindowHours: facts?.confirmationWindowHours ?? SHOP_SETTINGS.confirmationWindowHours.defaultValue,
    codFee: formatRupiah(paymentMethod('cod').fee),
    ewalletFee: formatRupiah(paymentMethod('ewallet').fee),
    regularDays: shippingDays('regular'),
    expressDays: shippingDays('express'),
    coldChainDays: shippingDays('cold_chain'),
  };
}

/** /privacy and /terms: the policy text from locales/<lang>/legal.json, with the shop's facts filled in. */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true, ...useLegalFacts() }) as LegalSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold text-sea-900 dark:text-white">{t(`${document}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('updated')}</p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700 dark:text-slate-200">{t(`${document}.intro`)}</p>
      {sections.map((section, i) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold text-sea-900 dark:text-white">
            {i + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-slate-700 dark:text-slate-200">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
