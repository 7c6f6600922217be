import { useState } from 'react';
import { Check, FileText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder, StaffTransferProof } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useDecideTransferProof } from '../api/decide-transfer-proof.ts';
import { transferProofFileUrl, useTransferProofs } from '../api/get-transfer-proofs.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { ORDER_TOAST_MS, toastFailure } from './toast-failure.ts';

type ProofOrder = Pick<AdminOrder, 'orderId' | 'orderNumber' | 'updatedAt' | 'paymentStatus' | 'status'>;

/** 'Tolak bukti': the reason is what the customer reads on the tracking page. */
function RefuseDialog({ order, proofId, onClose }: { order: ProofOrder; proofId: number; onClose: () => void }) {
  const { t } = useTranslation('orders-admin');
  const decide = useDecideTransferProof();
  return (
    <ReasonDialog
      fieldId={`refuse-proof-${proofId}`}
      title={t('proofs.refuseTitle', { number: order.orderNumber })}
      description={t('proofs.refuseText')}
      confirmLabel={t('proofs.refuse')}
      done={{ title: t('proofs.refused') }}
      failed={t('proofs.decideFailed')}
      pending={decide.isPending}
      send={(reason) => decide.mutateAsync({ orderId: order.orderId, proofId, decision: 'refuse', reason })}
      onClose={onClose}
    />
  );
}

/** The receipt itself: a photo shown (opening full size), a PDF as a link to the browser's viewer. */
function ProofFile({ orderId, proof }: { orderId: number; proof: StaffTransferProof }) {
  const { t } = useTranslation('orders-admin');
  const url = transferProofFileUrl(orderId, proof.id);
  if (proof.contentType === 'application/pdf') {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-semibold underline">
        <FileText className="h-4 w-4" aria-hidden />
        {t('proofs.openPdf', { id: proof.id })}
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img
        src={url}
        alt={t('proofs.imageAlt', { id: proof.id })}
        loading="lazy"
        className="max-h-80 max-w-full rounded-lg border border-slate-200 dark:border-slate-700"
      />
    </a>
  );
}

function Proof({ order, proof, mayDecide }: { order: ProofOrder; proof: StaffTransferProof; mayDecide: boolean }) {
  const { t } = useTranslation('orders-admin');
  const decide = useDecideTransferProof();
  const [refusing, setRefusing] = useState(false);
  const confirm = () =>
    decide.mutateAsync({ orderId: order.orderId, proofId: proof.id, decision: 'confirm' }).then(
      () => toast.success(t('proofs.confirmed'), { duration: ORDER_TOAST_MS }),
      (failure: Error) => toastFailure(t('toast.error'), t('proofs.decideFailed'), failure),
    );
  return (
    <li className="space-y-2 px-5 py-3 text-sm" data-testid="transfer-proof">
      <p className="font-semibold text-slate-800 dark:text-slate-100">
        {t('proofs.heading', { id: proof.id, at: formatDate(proof.sentAt, 'dateTime') })} ·{' '}
        {t(`proofs.states.${proof.state}`)}
      </p>
      <ProofFile orderId={order.orderId} proof={proof} />
      {proof.decidedBy && proof.decidedAt ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {t('proofs.decidedBy', { who: proof.decidedBy, at: formatDate(proof.decidedAt, 'dateTime') })}
          {proof.refusalReason ? ` · ${proof.refusalReason}` : ''}
        </p>
      ) : null}
      {proof.state === 'waiting' && mayDecide ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="accent" onClick={() => void confirm()} disabled={decide.isPending}>
            <Check className="h-4 w-4" aria-hidden />
            {t('proofs.confirm')}
          </Button>
          <Button variant="outline" onClick={() => setRefusing(true)}>
            <X className="h-4 w-4" aria-hidden />
            {t('proofs.refuse')}
          </Button>
        </div>
      ) : null}
      {refusing ? <RefuseDialog order={order} proofId={proof.id} onClose={() => setRefusing(false)} /> : null}
    </li>
  );
}

/** The transfer receipts the customer sent (decision 042): seen, confirmed (the order becomes Paid) or refused. */
export function OrderTransferProofs({ order, mayDecide }: { order: ProofOrder; mayDecide: boolean }) {
  const { t } = useTranslation('orders-admin');
  const proofs = useTransferProofs(order.orderId, order.updatedAt);
  if (proofs.isError) return <p className="px-5 py-4 text-sm text-red-700">{t('proofs.loadFailed')}</p>;
  if (!proofs.data) return null;
  if (proofs.data.proofs.length === 0) return <p className="px-5 py-4 text-sm text-slate-500">{t('proofs.none')}</p>;
  return (
    <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="transfer-proofs">
      {proofs.data.proofs.map((proof) => (
        <Proof key={proof.id} order={order} proof={proof} mayDecide={mayDecide} />
      ))}
    </ol>
  );
}
