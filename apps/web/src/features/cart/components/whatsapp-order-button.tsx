import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CartLine } from '@crabclaw/shared';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { useTakesWhatsAppOrders } from '../../../lib/shop-facts/index.ts';
import { WHATSAPP_ORDER_PATH, type ProductOrderState } from '../whatsapp-order.ts';

export interface WhatsAppOrderButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** One product to order alone (a product page); without it, the caller's onOrder goes to the form. */
  productLine?: CartLine;
  /** The cart page's own checks before the form (an empty cart, lines that cannot be bought). */
  onOrder?: (path: string) => void;
}

/**
 * 'Pesan via WhatsApp' (issue 26): shown only while the shop takes WhatsApp orders (parameter 009 holds a
 * number); it opens the one-step order form for the cart, or for the product given. It lives with the cart,
 * which every storefront page loads without zod, so a product page shows it from the server's render on.
 */
export function WhatsAppOrderButton({ productLine, onOrder, ...props }: WhatsAppOrderButtonProps) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  if (!useTakesWhatsAppOrders()) return null;
  const order = () => {
    if (onOrder) return onOrder(WHATSAPP_ORDER_PATH);
    if (productLine) navigate(WHATSAPP_ORDER_PATH, { state: { productLine } satisfies ProductOrderState });
  };
  return (
    <Button variant="outline" {...props} onClick={order}>
      <MessageCircle className="h-4 w-4" aria-hidden />
      {t('whatsAppOrder')}
    </Button>
  );
}
