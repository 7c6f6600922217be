import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import {
  AdminGeneralParameterCreateSchema,
  DESKRIPSI_MAX,
  PARAM_NAME_MAX,
  type AdminGeneralParameterCreate,
} from '@crabclaw/shared';
import { FormField, inputClass, Panel } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/messages.ts';
import { cn } from '../../../lib/cn.ts';

type Values = AdminGeneralParameterCreate;
const FIELDS: (keyof Values)[] = ['paramCode', 'paramName', 'deskripsi'];

export interface GeneralFormProps {
  initialValues: Values;
  submitLabel: string;
  busyLabel: string;
  /** Saves; a rejected promise with the server's field errors puts them on their fields. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Where the form leads after a save, or after Cancel once the person confirmed dropping their changes. */
  onDone: () => void;
  /** A code the shop reads cannot move (the server answers 409); the field says so up front. */
  codeLocked?: boolean;
}

/**
 * The create and edit form of a general parameter (back-office sections 4, 5 and 8): the shared schema's
 * messages, typing clears a field's error, a live counter n/500, and a warning before unsaved changes are
 * dropped (Cancel, or leaving the page another way).
 */
export function GeneralForm({ initialValues, submitLabel, busyLabel, onSubmit, onDone, codeLocked }: GeneralFormProps) {
  const { t } = useTranslation('general-admin');
  const message = useMessage();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Set just before the form itself leads away (saved, or changes dropped), so the guard lets it go.
  const leaving = useRef(false);
  const { register, handleSubmit, formState, watch, setError, clearErrors } = useForm<Values>({
    resolver: zodResolver(AdminGeneralParameterCreateSchema),
    // Errors appear on submit; typing in a field clears its error (spec section 5).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The parameter as the server last gave it; a newer copy arriving while staff type (another process saved
    // it) updates only the fields they have not touched, never what they typed.
    values: initialValues,
    resetOptions: { keepDirtyValues: true },
  });
  const dirty = formState.isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const leave = () => {
    leaving.current = true;
    onDone();
  };

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const deskripsiLength = watch('deskripsi')?.length ?? 0;
  const errorOf = (field: keyof Values) => message(formState.errors[field]?.message);
  const fieldProps = (field: keyof Values) => ({
    id: `general-${field}`,
    'aria-invalid': Boolean(errorOf(field)),
    'aria-describedby': errorOf(field) ? `general-${field}-error` : undefined,
    ...register(field, { onChange: () => clearErrors(field) }),
  });

  const save = async (values: Values) => {
    try {
      await onSubmit(values);
      leave();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, reason] of Object.entries(error.fields)) {
          if (FIELDS.includes(field as keyof Values)) setError(field as Path<Values>, { message: reason });
        }
      }
    }
  };
  const cancel = () => (dirty ? setConfirmingCancel(true) : leave());

  return (
    <Panel className="max-w-2xl">
      <form noValidate className="space-y-5 p-6" onSubmit={handleSubmit(save)}>
        <FormField id="general-paramCode" label={t('form.code')} error={errorOf('paramCode')}>
          <input
            className={cn(inputClass, 'font-mono')}
            inputMode="numeric"
            maxLength={3}
            placeholder="001"
            readOnly={codeLocked}
            autoComplete="off"
            {...fieldProps('paramCode')}
          />
          {codeLocked ? <p className="text-xs text-slate-500 dark:text-slate-400">{t('form.codeLocked')}</p> : null}
        </FormField>
        <FormField id="general-paramName" label={t('form.name')} error={errorOf('paramName')}>
          <input className={inputClass} maxLength={PARAM_NAME_MAX} autoComplete="off" {...fieldProps('paramName')} />
        </FormField>
        <FormField id="general-deskripsi" label={t('form.description')} error={errorOf('deskripsi')}>
          <textarea rows={5} className={cn(inputClass, 'h-auto py-2')} {...fieldProps('deskripsi')} />
          <p
            data-testid="deskripsi-counter"
            className={cn(
              'text-end text-xs',
              deskripsiLength > DESKRIPSI_MAX ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400',
            )}
          >
            {deskripsiLength}/{DESKRIPSI_MAX}
          </p>
        </FormField>
        {dirty ? (
          <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
            {t('form.unsaved')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="outline" onClick={cancel}>
            <X className="h-4 w-4" aria-hidden />
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            <Save className="h-4 w-4" aria-hidden />
            {formState.isSubmitting ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingCancel || blocker.state === 'blocked'}
        title={t('form.discardTitle')}
        description={t('form.discardText')}
        confirmLabel={t('form.discardConfirm')}
        cancelLabel={t('form.discardKeep')}
        onConfirm={() => {
          setConfirmingCancel(false);
          if (blocker.state === 'blocked') blocker.proceed();
          else leave();
        }}
        onCancel={() => {
          setConfirmingCancel(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </Panel>
  );
}
