import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder, TransferProof } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import type { OrderKey } from '../api.ts';
import { useSendTransferProof, useTransferProofs } from '../transfer-proof-api.ts';

type ProofOrder = Pick<CustomerOrder, 'paymentMethod'>;
/** What the file picker offers; the server reads the real type from the bytes. */
const ACCEPTED = 'image/jpeg,image/png,image/webp,application/pdf';

/** What became of the latest receipt, said as it is: staff check the bank before the order shows Paid. */
function LatestProof({ proof }: { proof: TransferProof }) {
  const { t } = useTranslation('checkout');
  const sent = formatDate(proof.sentAt, 'dateTime');
  if (proof.state === 'refused') {
    return (
      <p
        className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        data-testid="proof-refused"
      >
        {t('transferProof.refused', { sent })} <q className="font-semibold">{proof.refusalReason}</q>
      </p>
    );
  }
  return (
    <p role="status" className="text-sm" data-testid={`proof-${proof.state}`}>
      {t(`transferProof.${proof.state}`, { sent })}
    </p>
  );
}

function SendProof({ receipt }: { receipt: OrderKey }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const send = useSendTransferProof(receipt);
  const [file, setFile] = useState<File>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) send.mutate(file);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <label htmlFor="transfer-proof-file" className="block text-sm font-semibold">
        {t('transferProof.fileLabel')}
      </label>
      <input
        id="transfer-proof-file"
        type="file"
        accept={ACCEPTED}
        onChange={(event) => setFile(event.target.files?.[0])}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-sea-100 file:px-3 file:py-2 file:font-semibold"
      />
      <p className="text-xs text-slate-600 dark:text-slate-300">{t('transferProof.fileHint')}</p>
      {send.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {message(reasonOf(send.error)) ?? t('transferProof.sendFailed')}
        </p>
      ) : null}
      <Button type="submit" variant="accent" disabled={!file || send.isPending}>
        <Upload className="h-4 w-4" aria-hidden />
        {send.isPending ? t('transferProof.sending') : t('transferProof.send')}
      </Button>
    </form>
  );
}

/**
 * 'Kirim bukti transfer' (tracking page opened with the order's link, decision 042): the customer of a bank
 * transfer sends a photo or PDF of the receipt and reads what staff made of it; after a refusal, another.
 */
export function TransferProofPanel({ order, receipt }: { order: ProofOrder; receipt?: OrderKey }) {
  const { t } = useTranslation('checkout');
  const isTransfer = order.paymentMethod.id === 'bank_transfer';
  const proofs = useTransferProofs(receipt, isTransfer);
  if (!isTransfer || !receipt || !proofs.data) return null;
  const { proofs: sent, canSend } = proofs.data;
  const latest = sent.at(-1);
  if (!latest && !canSend) return null;
  return (
    <section
      aria-labelledby="proof-heading"
      className="mt-6 space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="proof-heading" className="font-bold">
        {t('transferProof.title')}
      </h2>
      {latest ? <LatestProof proof={latest} /> : <p className="text-sm">{t('transferProof.intro')}</p>}
      {canSend ? <SendProof receipt={receipt} /> : null}
    </section>
  );
}
