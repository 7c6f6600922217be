import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { chatLink, phoneLink, useCompanyContact } from '../../../lib/shop-facts/index.ts';

/** The home page's contact section: where 'Contact Us' scrolls when the visitor is already home. */
export function HomeContact({ id }: { id: string }) {
  const { t } = useTranslation('home');
  const { contact } = useCompanyContact();
  const items = [
    { icon: MapPin, label: t('contact.address'), value: contact.address },
    { icon: Phone, label: t('contact.phone'), value: contact.phone, href: contact.phone && phoneLink(contact.phone) },
    { icon: Mail, label: t('contact.email'), value: contact.email, href: `mailto:${contact.email}` },
    { icon: Clock, label: t('contact.hours'), value: contact.openingHours },
  ].filter((item) => item.value);
  return (
    <section
      id={id}
      aria-labelledby="home-contact-heading"
      className="scroll-mt-24 bg-gradient-to-br from-sea-800 to-teal-600 py-14 text-white"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="home-contact-heading" className="text-3xl font-extrabold">
            {t('contact.title')}
          </h2>
          <p className="mt-2 text-sea-50">{t('contact.subtitle')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {contact.whatsApp ? (
              <a
                href={chatLink(contact.whatsApp, t('contact.greeting'))}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('accent', 'lg')}
              >
                <MessageCircle className="h-5 w-5" aria-hidden />
                {t('contact.chat')}
              </a>
            ) : null}
            <Link to="/public/contact" className={buttonClass('outline', 'lg')}>
              {t('contact.form')}
            </Link>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map(({ icon: Icon, label, value, href }) => (
            <li key={label} className="rounded-2xl bg-white/10 p-4 backdrop-blur">
              <Icon className="h-5 w-5 text-teal-200" aria-hidden />
              <p className="mt-2 text-xs uppercase tracking-wide text-sea-100">{label}</p>
              {href ? (
                <a href={href} className="font-semibold hover:underline">
                  {value}
                </a>
              ) : (
                <p className="font-semibold">{value}</p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
