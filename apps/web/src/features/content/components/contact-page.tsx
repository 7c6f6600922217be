import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chatLink, openingHoursOf, phoneLink, useCompanyContact } from '../../../lib/shop-facts/index.ts';
import { ContactForm } from './contact-form.tsx';
import { PageHero } from './section.tsx';

interface Office {
  name: string;
  address: string;
  phone: string;
}

const mapHref = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** /contact and /public/contact (storefront 2, Contact). */
export function ContactPage() {
  const { t } = useTranslation('content');
  const { contact } = useCompanyContact();
  const offices = t('contact.offices', { returnObjects: true }) as Office[];
  const hours = openingHoursOf(contact);
  const mailHref = `mailto:${contact.email}?subject=${encodeURIComponent(t('contact.quick.mailSubject'))}&body=${encodeURIComponent(t('contact.quick.mailBody'))}`;
  const quick = [
    {
      icon: MessageCircle,
      title: t('contact.quick.chat'),
      text: t('contact.quick.chatText'),
      value: contact.whatsApp,
      href: contact.whatsApp && chatLink(contact.whatsApp, t('contact.quick.greeting')),
      external: true,
    },
    {
      icon: Phone,
      title: t('contact.quick.call'),
      text: t('contact.quick.callText'),
      value: contact.phone,
      href: contact.phone && phoneLink(contact.phone),
      external: false,
    },
    {
      icon: Mail,
      title: t('contact.quick.email'),
      text: t('contact.quick.emailText'),
      value: contact.email,
      href: mailHref,
      external: false,
    },
    // A fact staff left empty has no card: nothing to chat with, call or write to.
  ].filter((card) => card.value);
  return (
    <>
      <PageHero title={t('contact.title')} text={t('contact.subtitle')} />
      <div className="mx-auto -mt-8 grid max-w-6xl gap-4 px-4 md:grid-cols-3">
        {quick.map(({ icon: Icon, ...card }) => (
          <a
            key={card.title}
            href={card.href ?? undefined}
            {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="rounded-2xl bg-white p-5 shadow-lg transition hover:-translate-y-0.5 dark:bg-slate-900"
          >
            <Icon className="h-8 w-8 text-teal-500" aria-hidden />
            <p className="mt-2 font-bold text-sea-900 dark:text-white">{card.title}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{card.text}</p>
            <p className="mt-2 font-semibold text-coral-600">{card.value}</p>
          </a>
        ))}
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1fr_24rem]">
        <ContactForm />
        <aside className="space-y-6">
          <section aria-labelledby="company-info-heading" className="rounded-2xl bg-sand-50 p-5 dark:bg-slate-900">
            <h2 id="company-info-heading" className="text-lg font-bold">
              {t('contact.infoTitle')}
            </h2>
            <ul className="mt-3 space-y-3 text-sm">
              {contact.address ? (
                <li className="flex gap-2">
                  <MapPin className="h-4 w-4 shrink-0 text-teal-500" aria-hidden />
                  <span>
                    <span className="font-semibold">{t('contact.headOffice')}: </span>
                    {contact.address}
                  </span>
                </li>
              ) : null}
              {contact.phone ? (
                <li className="flex gap-2">
                  <Phone className="h-4 w-4 shrink-0 text-teal-500" aria-hidden />
                  <a href={phoneLink(contact.phone)}>{contact.phone}</a>
                </li>
              ) : null}
              {contact.email ? (
                <li className="flex gap-2">
                  <Mail className="h-4 w-4 shrink-0 text-teal-500" aria-hidden />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              ) : null}
            </ul>
            {hours.length > 0 ? (
              <>
                <h3 className="mt-5 flex items-center gap-2 font-bold">
                  <Clock className="h-4 w-4 text-teal-500" aria-hidden />
                  {t('contact.hours')}
                </h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {/* General parameter 004 as staff set it, one period per line (issue 10: not hard-coded). */}
                  {hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <section aria-labelledby="offices-heading">
            <h2 id="offices-heading" className="text-lg font-bold">
              {t('contact.officesTitle')}
            </h2>
            <ul className="mt-3 space-y-3">
              {offices.map((office) => (
                <li key={office.name} className="rounded-2xl border border-slate-200 p-4 text-sm dark:border-slate-800">
                  <p className="font-bold text-sea-900 dark:text-white">{office.name}</p>
                  <p className="text-slate-600 dark:text-slate-300">{office.address}</p>
                  <div className="mt-2 flex flex-wrap gap-3">
                    <a href={phoneLink(office.phone)} className="font-semibold text-sea-700 hover:underline">
                      {office.phone}
                    </a>
                    <a
                      href={mapHref(office.address)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-teal-600 hover:underline"
                    >
                      {t('contact.openMap')}
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
