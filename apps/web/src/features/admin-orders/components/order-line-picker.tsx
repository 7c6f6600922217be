import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { SearchField, useDebouncedValue } from '../../../components/admin/index.ts';
import { formatRupiah } from '../../../lib/format.ts';
import { PRODUCT_SEARCH_MIN, useOrderProducts } from '../api/find-products.ts';
import type { ChosenLine, ChosenLines } from '../hooks/use-chosen-lines.ts';
import { useOrderWords } from '../hooks/use-order-words.ts';

/** Products found by name, each with its price per sale unit and stock, added to the order with one tap. */
function ProductSearch({ chosen }: { chosen: ChosenLines }) {
  const { t } = useTranslation('orders-admin');
  const words = useOrderWords();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const found = useOrderProducts(search);
  const products = (found.data?.data ?? []).filter((product) => product.inStock);
  return (
    <div className="space-y-2">
      <SearchField value={text} onChange={setText} label={t('create.productSearch')} />
      {search.length < PRODUCT_SEARCH_MIN ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('create.productSearchHint')}</p>
      ) : found.isSuccess && products.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('create.noProducts')}</p>
      ) : null}
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="product-results">
        {products.map((product) => {
          const inOrder = chosen.lines.some((line) => line.productId === product.productId);
          return (
            <li key={product.productId} className="flex items-center gap-3 py-2 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-800 dark:text-slate-100">{product.productName}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {formatRupiah(product.price)}
                  {words.priceUnit(product)} · {t('create.stock', { stock: product.stock })}
                </p>
              </div>
              <Button
                variant={inOrder ? 'outline' : 'teal'}
                size="lg"
                className="px-4"
                aria-label={`${t('create.add')} ${product.productName}`}
                onClick={() =>
                  chosen.add({
                    productId: product.productId,
                    name: product.productName,
                    price: product.price,
                    saleUnit: product.saleUnit,
                    weight: product.weight,
                    stock: product.stock,
                  })
                }
              >
                <Plus className="h-4 w-4" aria-hidden />
                {inOrder ? t('create.added') : t('create.add')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One chosen line: big minus and plus for a thumb, the number typed if it is large, and remove. */
function ChosenRow({ line, chosen }: { line: ChosenLine; chosen: ChosenLines }) {
  const { t } = useTranslation('orders-admin');
  const words = useOrderWords();
  const named = { name: line.name };
  return (
    <li className="space-y-2 py-3 text-sm" data-testid="chosen-line">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-800 dark:text-slate-100">{line.name}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {formatRupiah(line.price)}
            {words.priceUnit(line)}
            {line.stock !== null ? ` · ${t('create.stock', { stock: line.stock })}` : null}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('create.remove', named)}
          onClick={() => chosen.remove(line.productId)}
        >
          <Trash2 className="h-5 w-5" aria-hidden />
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="lg"
          aria-label={t('create.less', named)}
          disabled={line.quantity <= MIN_LINE_QUANTITY}
          onClick={() => chosen.setQuantity(line.productId, line.quantity - 1)}
        >
          <Minus className="h-5 w-5" aria-hidden />
        </Button>
        <input
          type="number"
          inputMode="numeric"
          min={MIN_LINE_QUANTITY}
          max={MAX_LINE_QUANTITY}
          value={line.quantity}
          aria-label={t('create.quantity', named)}
          onChange={(event) => chosen.setQuantity(line.productId, Number(event.target.value) || MIN_LINE_QUANTITY)}
          className="h-12 w-20 rounded-xl border border-slate-300 bg-white text-center text-base dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        />
        <Button
          variant="outline"
          size="lg"
          aria-label={t('create.more', named)}
          disabled={line.quantity >= MAX_LINE_QUANTITY}
          onClick={() => chosen.setQuantity(line.productId, line.quantity + 1)}
        >
          <Plus className="h-5 w-5" aria-hidden />
        </Button>
        <span className="ms-auto font-semibold">{formatRupiah(line.price * line.quantity)}</span>
      </div>
    </li>
  );
}

/** Find products and set how many of each: the order's lines, for taking an order down or changing one. */
export function OrderLinePicker({ chosen, error }: { chosen: ChosenLines; error?: string }) {
  const { t } = useTranslation('orders-admin');
  return (
    <div className="space-y-4">
      <ProductSearch chosen={chosen} />
      <div>
        <h3 className="text-sm font-bold text-sea-900 dark:text-white">{t('create.lines')}</h3>
        {chosen.lines.length === 0 ? (
          <p className="py-2 text-sm text-slate-500 dark:text-slate-400">{t('create.noLines')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {chosen.lines.map((line) => (
              <ChosenRow key={line.productId} line={line} chosen={chosen} />
            ))}
          </ul>
        )}
        {error ? (
          <p className="text-sm text-red-600 dark:text-red-400" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
