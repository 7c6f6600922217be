import {
  Fish,
  Image,
  LayoutDashboard,
  Megaphone,
  Settings2,
  ShoppingBag,
  Tags,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Key in admin:nav. */
  label: string;
  icon: LucideIcon;
  ownersOnly?: boolean;
}

/** The back-office menu (spec section 2, Shell), plus the landing page and accounts; no 'Florist' heading. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/app/LandingLaporan', label: 'dashboard', icon: LayoutDashboard },
  { to: '/app/customer', label: 'customers', icon: Users, ownersOnly: true },
  { to: '/app/marketing', label: 'marketing', icon: Megaphone, ownersOnly: true },
  { to: '/app/general', label: 'general', icon: Settings2 },
  { to: '/app/category', label: 'category', icon: Tags },
  { to: '/app/product', label: 'product', icon: Fish },
  { to: '/app/banner', label: 'banner', icon: Image },
  { to: '/app/orders', label: 'order', icon: ShoppingBag },
  { to: '/app/akun', label: 'accounts', icon: UserCog },
];

export function navItemsFor(owner: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => owner || !item.ownersOnly);
}
