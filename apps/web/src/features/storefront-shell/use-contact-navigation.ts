import { useLocation, useNavigate } from 'react-router';
import { CONTACT_PATH, CONTACT_SCROLL_DELAY_MS, HOME_CONTACT_ID, HOME_PATH } from './nav-items.ts';

function scrollToContact(): void {
  document.getElementById(HOME_CONTACT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** 'Contact Us': scrolls to the home page's contact section when there, else opens the contact page. */
export function useContactNavigation(): () => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return () => {
    if (pathname === HOME_PATH) return scrollToContact();
    navigate(CONTACT_PATH);
    setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), CONTACT_SCROLL_DELAY_MS);
  };
}
