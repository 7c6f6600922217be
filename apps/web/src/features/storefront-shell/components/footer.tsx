import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { FacebookIcon, InstagramIcon } from '../../../components/ui/brand-icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { chatLink, phoneLink, useCompanyContact } from '../../../lib/shop-facts/index.ts';

/** One of the shop's facts, a placeholder while they load; nothing when staff left it empty. */
function ContactLine({
  icon,
  loading,
  shown,
  children,
}: {
  icon: ReactNode;
  loading: boolean;
  shown: boolean;
  children: ReactNode;
}) {
  if (!loading && !shown) return null;
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 text-teal-400">{icon}</span>
      {loading ? <Skeleton className="h-4 w-48 bg-white/20" /> : <span>{children}</span>}
    </li>
  );
}

/** A round icon link to the shop elsewhere (chat, its pages), opened in a new tab. */
function SocialLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="rounded-full bg-white/10 p-2 hover:bg-white/20"
    >
      {children}
    </a>
  );
}

/** The storefront footer: company data from general parameters 001-004 and 009-011, links, copyright. */
export function Footer() {
  const { t } = useTranslation(['shell', 'common']);
  const { contact, isLoading } = useCompanyContact();
  const links = [
    { to: '/about', label: t('footer.about') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/terms', label: t('footer.terms') },
  ];
  return (
    <footer className="bg-sea-950 text-sea-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-3">
        <div>
          <p className="text-xl font-extrabold text-white">
            Crab<span className="text-coral-400">Claw</span> Seafood
          </p>
          <p className="mt-3 text-sm leading-relaxed text-sea-200">{t('footer.description')}</p>
          <div className="mt-5 flex gap-3">
            {contact.whatsApp ? (
              <SocialLink href={chatLink(contact.whatsApp, t('footer.chatGreeting'))} label={t('footer.chat')}>
                <MessageCircle className="h-5 w-5" aria-hidden />
              </SocialLink>
            ) : null}
            {contact.facebookUrl ? (
              <SocialLink href={contact.facebookUrl} label="Facebook">
                <FacebookIcon className="h-5 w-5" />
              </SocialLink>
            ) : null}
            {contact.instagramUrl ? (
              <SocialLink href={contact.instagramUrl} label="Instagram">
                <InstagramIcon className="h-5 w-5" />
              </SocialLink>
            ) : null}
          </div>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t('footer.contactHeading')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <ContactLine
              icon={<MapPin className="h-4 w-4" aria-hidden />}
              loading={isLoading}
              shown={!!contact.address}
            >
              <span data-testid="footer-address">{contact.address}</span>
            </ContactLine>
            <ContactLine icon={<Phone className="h-4 w-4" aria-hidden />} loading={isLoading} shown={!!contact.phone}>
              <a href={phoneLink(contact.phone ?? '')} className="hover:text-white" data-testid="footer-phone">
                {contact.phone}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail className="h-4 w-4" aria-hidden />} loading={isLoading} shown={!!contact.email}>
              <a href={`mailto:${contact.email}`} className="hover:text-white" data-testid="footer-email">
                {contact.email}
              </a>
            </ContactLine>
            <ContactLine
              icon={<Clock className="h-4 w-4" aria-hidden />}
              loading={isLoading}
              shown={!!contact.openingHours}
            >
              <span data-testid="footer-hours">{contact.openingHours}</span>
            </ContactLine>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t('footer.linksHeading')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* Room below the last line on a phone, where the scroll-to-top button (56 px from the bottom at most)
          would otherwise cover its end once the page is scrolled to the bottom. */}
      <div className="border-t border-white/10 pt-5 pb-16 text-center text-xs text-sea-200 sm:pb-5">
        {t('footer.copyright', { year: new Date().getFullYear(), company: t('common:companyName') })}
        {/* Quiet: customers have no accounts; this door is for staff only. */}
        <Link to="/auth/login" className="ms-3 text-sea-300 underline underline-offset-2 hover:text-white">
          {t('footer.staffSignIn')}
        </Link>
      </div>
    </footer>
  );
}
