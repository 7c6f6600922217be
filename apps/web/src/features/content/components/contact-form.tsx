import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import { CONTACT_SUBJECTS, ContactMessageSchema, type ContactMessageInput } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldAria, useMessage } from '../../../lib/messages.ts';
import { useSendContactMessage } from '../api.ts';

const inputClass =
  'mt-1 w-full rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm dark:border-slate-700 dark:bg-slate-900 aria-[invalid=true]:border-red-500';
const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', subject: 'inquiry', message: '' };
type Field = keyof ContactMessageInput;

/** The contact form (storefront 5): the success message shows only once the server has stored it. */
export function ContactForm() {
  const { t } = useTranslation('content');
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(ContactMessageSchema),
    // A field left empty says so when it is left, then as it is typed in (a field only clicked through
    // never changed, so 'onChange' said nothing).
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const message = useMessage();

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast.success(t('contact.form.success'));
        form.reset(EMPTY);
      },
      (error: unknown) => {
        const fieldErrors = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
        for (const [field, reason] of fieldErrors) form.setError(field as Field, { message: reason });
        toast.error(
          error instanceof ApiRequestError && error.status === 429
            ? (message(error.reason) ?? t('contact.form.failed'))
            : t('contact.form.failed'),
        );
      },
    ),
  );

  const field = (name: Field) => ({
    id: `contact-${name}`,
    ...fieldAria(`contact-${name}`, errors[name]),
    ...form.register(name),
  });
  const error = (name: Field) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
        {message(errors[name]?.message)}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-2xl font-extrabold text-sea-900 dark:text-white">
        {t('contact.formTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="text-sm font-semibold">
            {t('contact.form.name')}
          </label>
          <input {...field('name')} autoComplete="name" className={inputClass} />
          {error('name')}
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-semibold">
            {t('contact.form.email')}
          </label>
          <input {...field('email')} type="email" autoComplete="email" className={inputClass} />
          {error('email')}
        </div>
        <div>
          <label htmlFor="contact-phone" className="text-sm font-semibold">
            {t('contact.form.phone')}
          </label>
          <input {...field('phone')} type="tel" autoComplete="tel" className={inputClass} />
          {error('phone')}
        </div>
        <div>
          <label htmlFor="contact-subject" className="text-sm font-semibold">
            {t('contact.form.subject')}
          </label>
          <select {...field('subject')} className={inputClass}>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`contact.form.subjects.${subject}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className="text-sm font-semibold">
          {t('contact.form.message')}
        </label>
        <textarea {...field('message')} rows={5} className={inputClass} />
        {error('message')}
      </div>
      {/* Not disabled while invalid (spec 5 has it so): a disabled button cannot say why. Pressing it shows
          every field's message and moves the focus to the first. */}
      <Button type="submit" variant="accent" size="lg" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
