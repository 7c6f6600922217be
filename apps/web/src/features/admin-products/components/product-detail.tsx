import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
// The back office writes numbers the Indonesian way in both languages, as its dates (lib/format.ts).
import { discountPercent, formatRating, formatWeight } from '@crabclaw/shared';
import { Badge, DetailActions, PageHeader, Panel } from '../../../components/admin/index.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { DeleteProductDialog } from './delete-product-dialog.tsx';
import { ProductStatusBadge } from './status-badge.tsx';

const LIST = '/app/product';

/** Counts with id-ID grouping (1.242), as the orders' stat cards show theirs (spec: id-ID formatting). */
const formatCount = (count: number) => count.toLocaleString('id-ID');

/** /app/product/detail/{id} (back-office section 2). */
export function ProductDetailScreen({ id, canManage }: { id: number | null; canManage: boolean }) {
  if (id === null) return <Navigate to={LIST} replace />;
  return <ProductDetail id={id} canManage={canManage} />;
}

function ProductDetail({ id, canManage }: { id: number; canManage: boolean }) {
  const { t } = useTranslation('products-admin');
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const [deleting, setDeleting] = useState(false);
  if (product.isError) {
    if (product.error instanceof ApiRequestError && product.error.status === 404) {
      return (
        <Panel className="space-y-4 p-10 text-center">
          <p className="text-lg font-semibold">{t('errors.notFound')}</p>
          <Link to={LIST} className={buttonClass('outline')}>
            {t('form.backToList')}
          </Link>
        </Panel>
      );
    }
    return <Navigate to={LIST} replace />;
  }
  const p = product.data;
  if (!p) return <Spinner label={t('form.loading')} />;
  const percent = p.price < p.originalPrice ? discountPercent(p.originalPrice, p.price) : 0;
  // On a phone the label goes above its value; a long word or picture address breaks instead of
  // pushing past the card's edge (minmax(0, 1fr) lets the value's column be narrower than its longest word).
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-1 gap-x-2 py-1.5 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium wrap-anywhere">{value}</dd>
    </div>
  );
  return (
    <>
      <PageHeader
        title={p.productName || t('list.unknownProduct')}
        actions={
          <div className="flex gap-2">
            <DetailActions
              back={{ to: LIST, label: t('form.backToList') }}
              edit={canManage ? { to: `/app/product/edit/${p.productId}`, label: t('detail.edit') } : undefined}
              remove={canManage ? { label: t('detail.delete'), onClick: () => setDeleting(true) } : undefined}
            />
          </div>
        }
      />
      <Panel className="grid grid-cols-1 gap-6 p-5 md:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="space-y-2">
          {p.images ? (
            <a href={p.images.large} target="_blank" rel="noreferrer">
              <img src={p.images.card} alt={p.productName} className="w-full max-w-full rounded-xl object-cover" />
            </a>
          ) : (
            <div className="flex h-48 items-center justify-center rounded-xl bg-slate-100 text-sm">
              {t('image.none')}
            </div>
          )}
        </div>
        <div>
          <div className="mb-3 flex flex-wrap gap-2">
            <ProductStatusBadge status={p.productStatus} />
            {p.isPopular ? <Badge tone="blue">{t('detail.popular')}</Badge> : null}
            {p.isUnggulan ? <Badge tone="teal">{t('detail.unggulan')}</Badge> : null}
          </div>
          <dl>
            {row(t('detail.originalPrice'), formatRupiah(p.originalPrice))}
            {row(t('detail.currentPrice'), `${formatRupiah(p.price)} / ${t(`saleUnits.${p.saleUnit}`)}`)}
            {percent > 0
              ? row(
                  t('detail.discount'),
                  t('detail.savings', { percent, amount: formatRupiah(p.originalPrice - p.price) }),
                )
              : null}
            {row(
              t('detail.rating'),
              p.rating === null ? (
                t('detail.noRating')
              ) : (
                <span className="inline-flex items-center gap-1">
                  <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
                  {t('detail.ratingValue', { rating: formatRating(p.rating, 'id') })}
                </span>
              ),
            )}
            {row(t('detail.totalSold'), formatCount(p.totalSold))}
            {row(t('detail.soldBeforeOnline'), formatCount(p.soldBeforeOnline))}
            {p.isUnggulan && p.featuredPosition !== null
              ? row(t('detail.featuredPosition'), t('form.featuredPlace', { place: p.featuredPosition }))
              : null}
            {row(t('detail.stock'), formatCount(p.stock))}
            {row(t('detail.productId'), p.productId)}
            {row(t('detail.category'), p.category?.name ?? t('detail.unknownCategory'))}
            {row(t('detail.description'), p.description || t('list.noDescription'))}
            {p.productNameEn ? row(t('form.productNameEn'), p.productNameEn) : null}
            {p.descriptionEn ? row(t('form.descriptionEn'), p.descriptionEn) : null}
            {row(t('detail.weight'), formatWeight(p.weight))}
            {row(t('detail.location'), p.location || t('list.unknown'))}
            {row(t('detail.barcode'), p.barcode ?? '-')}
            {row(t('detail.created'), formatDate(p.createdDate, 'dateTime'))}
            {row(t('detail.tags'), p.tags || t('detail.noTags'))}
            {row(t('detail.imageUrl'), p.imageUrl ?? '-')}
          </dl>
        </div>
      </Panel>
      <DeleteProductDialog
        product={deleting ? p : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(LIST)}
      />
    </>
  );
}
