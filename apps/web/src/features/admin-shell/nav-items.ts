import {
  CalendarClock,
  ClipboardList,
  FileText,
  Fish,
  Image,
  LayoutDashboard,
  Mail,
  Settings2,
  ShoppingBag,
  Tags,
  Truck,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { can, type Permission, type StaffRole } from '@crabclaw/shared';

export interface NavItem {
  to: string;
  /** Key in admin:nav. */
  label: string;
  icon: LucideIcon;
  /** Shown only to roles with this permission: the one the page's API asks for. */
  permission?: Permission;
}

/**
 * The back-office menu (spec section 2, Shell), plus the landing page and accounts; no 'Florist' heading.
 * /app/marketing is left out while it has no content (issue 11); its route and owner-only guard stay.
 */
export const NAV_ITEMS: NavItem[] = [
  { to: '/app/LandingLaporan', label: 'dashboard', icon: LayoutDashboard },
  { to: '/app/customer', label: 'customers', icon: Users, permission: 'customers.read' },
  { to: '/app/general', label: 'general', icon: Settings2 },
  { to: '/app/delivery-slots', label: 'deliverySlots', icon: CalendarClock, permission: 'settings.deliverySlots' },
  { to: '/app/shipping', label: 'shipping', icon: Truck, permission: 'settings.manage' },
  { to: '/app/category', label: 'category', icon: Tags },
  { to: '/app/product', label: 'product', icon: Fish },
  { to: '/app/banner', label: 'banner', icon: Image },
  { to: '/app/pages', label: 'pages', icon: FileText, permission: 'content.manage' },
  { to: '/app/orders', label: 'order', icon: ShoppingBag },
  { to: '/app/deliveries', label: 'deliveries', icon: ClipboardList, permission: 'orders.read' },
  { to: '/app/messages', label: 'messages', icon: Mail, permission: 'contact.manage' },
  { to: '/app/akun', label: 'accounts', icon: UserCog },
];

export function navItemsFor(role: StaffRole | undefined): NavItem[] {
  return NAV_ITEMS.filter(({ permission }) => !permission || (role !== undefined && can(role, permission)));
}
