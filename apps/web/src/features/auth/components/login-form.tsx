import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoginSchema, type Login } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/admin/index.ts';
import { reasonOf, useMessage } from '../../../lib/messages.ts';
import { useSignIn } from '../api/sign-in.ts';

/** Staff sign-in. On success the session query holds the user, and the page moves on from there. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const usernameError = message(formState.errors.username?.message);
  const passwordError = message(formState.errors.password?.message);

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
      {signIn.isError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
        >
          {message(reasonOf(signIn.error)) ?? t('errors.failed')}
        </p>
      ) : null}
      <TextField
        id="login-username"
        label={t('username')}
        error={usernameError}
        autoComplete="username"
        autoFocus
        {...register('username')}
      />
      <PasswordField
        id="login-password"
        label={t('password')}
        error={passwordError}
        autoComplete="current-password"
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        <Lock className="h-4 w-4" aria-hidden />
        {signIn.isPending ? t('signingIn') : t('signIn')}
      </Button>
    </form>
  );
}
