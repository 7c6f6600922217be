import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { canEditParameter, type AdminGeneralParameterCreate, type StaffRole } from '@crabclaw/shared';
import { PageHeader } from '../../../components/admin/index.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/messages.ts';
import { useCreateGeneralParameter } from '../api/create-general-parameter.ts';
import { useGeneralParameter } from '../api/get-general-parameter.ts';
import { useUpdateGeneralParameter } from '../api/update-general-parameter.ts';
import { GeneralChanges } from './general-changes.tsx';
import { GeneralForm } from './general-form.tsx';
import { GeneralReadOnly } from './general-read-only.tsx';

const LIST_PATH = '/app/general';
const EMPTY: AdminGeneralParameterCreate = { paramCode: '', paramName: '', deskripsi: '' };

/** Section 8: a 400 or 409 says why (its message, field errors on their fields); otherwise the default. */
function useSaveFailure(fallback: string) {
  const message = useMessage();
  return (error: unknown) => {
    const known = error instanceof ApiRequestError && [400, 409].includes(error.status);
    toast.error(known ? (message(error.reason) ?? fallback) : fallback);
    throw error;
  };
}

function BackLink() {
  const { t } = useTranslation('general-admin');
  return (
    <Link to={LIST_PATH} className={buttonClass('outline', 'md')}>
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('form.back')}
    </Link>
  );
}

/** /app/general/create, 'Tambah Parameter General'. `onDone` leads back to the list. */
export function GeneralCreateScreen({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('general-admin');
  const create = useCreateGeneralParameter();
  const failed = useSaveFailure(t('create.failure'));
  return (
    <>
      <PageHeader title={t('create.title')} description={t('create.subtitle')} actions={<BackLink />} />
      <GeneralForm
        initialValues={EMPTY}
        submitLabel={t('form.save')}
        busyLabel={t('form.saving')}
        onSubmit={(values) => create.mutateAsync(values).then(() => toast.success(t('create.success')), failed)}
        onDone={onDone}
      />
    </>
  );
}

/**
 * /app/general/edit/{id}: loads the parameter, saves with its version; a failed load returns to the list.
 * A payment parameter is shown read-only to a role that may not change it. Below: its change log.
 */
export function GeneralEditScreen({ id, role, onDone }: { id: number; role: StaffRole; onDone: () => void }) {
  const { t } = useTranslation('general-admin');
  const parameter = useGeneralParameter(id);
  const update = useUpdateGeneralParameter(id);
  const failed = useSaveFailure(t('edit.failure'));
  const loaded = parameter.data;
  const initialValues = useMemo(
    () => (loaded ? { paramCode: loaded.paramCode, paramName: loaded.paramName, deskripsi: loaded.deskripsi } : EMPTY),
    [loaded],
  );
  useEffect(() => {
    if (parameter.isError) toast.error(t('edit.loadFailed'));
  }, [parameter.isError, t]);

  if (parameter.isError) return <Navigate to={LIST_PATH} replace />;
  return (
    <>
      <PageHeader title={t('edit.title')} description={loaded?.paramName} actions={<BackLink />} />
      {loaded && !canEditParameter(role, loaded.paramCode) ? <GeneralReadOnly parameter={loaded} /> : null}
      {loaded && canEditParameter(role, loaded.paramCode) ? (
        <GeneralForm
          initialValues={initialValues}
          submitLabel={t('form.update')}
          busyLabel={t('form.updating')}
          codeLocked={loaded.usedByShop}
          onSubmit={(values) =>
            update
              .mutateAsync({ ...values, id, version: loaded.version })
              .then(() => toast.success(t('edit.success')), failed)
          }
          onDone={onDone}
        />
      ) : null}
      {loaded ? (
        <GeneralChanges id={id} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
    </>
  );
}
