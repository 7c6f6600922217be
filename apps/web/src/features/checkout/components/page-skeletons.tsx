import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/**
 * What the cart and checkout show where the device's cart goes until the browser has read it: the server's
 * page is the same for every visitor (issue 21). Each is drawn like the content it stands for, in the same
 * boxes, so the page keeps its shape when the content arrives.
 */

const BOX = 'rounded-2xl border border-slate-200 dark:border-slate-800';
/**
 * Marks a frame that only the page's code can fill: index.html's loader asks for the code at once for such a
 * page, while the document is read, instead of after its first paint (docs/performance.md, issue 21).
 */
const FILLED_BY_CODE = { 'data-filled-by-code': '' };
const SUMMARY_BOX = `${BOX} h-fit space-y-4 bg-sand-50 p-5 dark:bg-slate-900`;

/** Said to screen readers while the skeleton is on screen. */
function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="sr-only">
      {label ?? t('shell.loading')}
    </p>
  );
}

function LineSkeleton() {
  return (
    <li className={`${BOX} flex flex-col gap-4 bg-white p-4 sm:flex-row sm:items-center dark:bg-slate-900`}>
      <Skeleton className="h-20 w-24" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-1/4" />
      </div>
      <Skeleton className="h-9 w-36" />
      <Skeleton className="h-6 w-32" />
    </li>
  );
}

/** The lines and the summary of a cart of typical size (three lines). */
export function CartSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]" data-testid="cart-skeleton" {...FILLED_BY_CODE}>
      <Loading />
      <ul className="space-y-3">
        <LineSkeleton />
        <LineSkeleton />
        <LineSkeleton />
      </ul>
      <SummarySkeleton />
    </div>
  );
}

function SummarySkeleton() {
  return (
    <div className={SUMMARY_BOX}>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-6 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

function FieldSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <div className={wide ? 'space-y-2 sm:col-span-2' : 'space-y-2'}>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

function MethodsSkeleton({ count }: { count: number }) {
  return (
    <div className={`${BOX} space-y-3 p-5`}>
      <Skeleton className="h-6 w-44" />
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-[4.5rem] w-full" />
      ))}
    </div>
  );
}

/**
 * Checkout's form and summary. `label` says what the page waits for once the browser knows (the stock being
 * checked again); the server's frame says only that it loads.
 */
export function CheckoutSkeleton({ label }: { label?: string }) {
  return (
    <div
      className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_24rem]"
      data-testid="checkout-skeleton"
      {...FILLED_BY_CODE}
    >
      <Loading label={label} />
      <div className="space-y-8">
        <div className={`${BOX} p-5`}>
          <Skeleton className="mb-4 h-6 w-52" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldSkeleton />
            <FieldSkeleton />
            <FieldSkeleton />
            <FieldSkeleton />
            <FieldSkeleton wide />
            <FieldSkeleton />
            <FieldSkeleton />
            <FieldSkeleton wide />
          </div>
        </div>
        <MethodsSkeleton count={3} />
        <MethodsSkeleton count={2} />
      </div>
      <SummarySkeleton />
    </div>
  );
}
