import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { playChime } from '../../../lib/chime.ts';

/**
 * Switches the chime for new orders on or off on this device (issue 25). Switching it on plays the chime
 * once: staff hear what they chose, and the browser lets the page sound from then on.
 */
export function NewOrderSoundToggle({ on, onToggle }: { on: boolean; onToggle: (on: boolean) => void }) {
  const { t } = useTranslation('admin');
  const Icon = on ? Bell : BellOff;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('header.newOrderSound')}
      title={t(on ? 'header.newOrderSoundOn' : 'header.newOrderSoundOff')}
      onClick={() => {
        if (!on) playChime();
        onToggle(!on);
      }}
      className="inline-flex h-10 w-10 items-center justify-center rounded-xl text-sea-800 hover:bg-sea-50 aria-pressed:text-teal-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:text-teal-300"
    >
      <Icon className="h-5 w-5" aria-hidden />
    </button>
  );
}
