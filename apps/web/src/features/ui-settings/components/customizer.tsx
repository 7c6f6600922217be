import * as RadixDialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import {
  ANIMATIONS,
  DEFAULT_UI_SETTINGS,
  DIRECTIONS,
  LAYOUTS,
  MENUS,
  NAVBARS,
  THEMES,
  type UiSettings,
} from '../ui-settings.ts';
import { useUiSettings } from '../use-ui-settings.ts';

type Choice = 'theme' | 'menu' | 'layout' | 'direction' | 'navbar' | 'animation';

const CHOICES: Array<[Choice, readonly string[]]> = [
  ['theme', THEMES],
  ['menu', MENUS],
  ['layout', LAYOUTS],
  ['direction', DIRECTIONS],
  ['navbar', NAVBARS],
  ['animation', ANIMATIONS],
];

function OptionGroup({ name, options }: { name: Choice; options: readonly string[] }) {
  const { t } = useTranslation('admin');
  const [settings, update] = useUiSettings();
  return (
    <fieldset className="space-y-2">
      <legend className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t(`customizer.${name}.label`)}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer rounded-xl border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-500',
              settings[name] === option
                ? 'border-teal-500 bg-teal-500/10 text-teal-700 dark:text-teal-300'
                : 'border-slate-200 text-slate-600 hover:border-sea-300 dark:border-slate-700 dark:text-slate-300',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={`customizer-${name}`}
              value={option}
              checked={settings[name] === option}
              onChange={() => update({ [name]: option } as Partial<UiSettings>)}
            />
            {t(`customizer.${name}.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The template's customizer panel (spec: theme, menu, semi-dark, layout, direction, navbar, animation). */
export function Customizer() {
  const { t } = useTranslation('admin');
  const [settings, update] = useUiSettings();
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger
        className="inline-flex h-10 w-10 items-center justify-center rounded-xl text-sea-800 hover:bg-sea-50 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label={t('customizer.open')}
        title={t('customizer.open')}
      >
        <SlidersHorizontal className="h-5 w-5" aria-hidden />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-sea-950/40 backdrop-blur-[2px]" />
        <RadixDialog.Content className="fixed inset-y-0 end-0 z-[61] flex w-[min(92vw,22rem)] flex-col bg-white shadow-2xl dark:bg-slate-900">
          <div className="flex items-start justify-between border-b border-slate-100 p-5 dark:border-slate-800">
            <div>
              <RadixDialog.Title className="text-lg font-bold text-sea-900 dark:text-white">
                {t('customizer.title')}
              </RadixDialog.Title>
              <RadixDialog.Description className="text-sm text-slate-500 dark:text-slate-400">
                {t('customizer.description')}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label={t('customizer.close')}
            >
              <X className="h-5 w-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto p-5">
            {CHOICES.map(([name, options]) => (
              <OptionGroup key={name} name={name} options={options} />
            ))}
            <label className="flex items-center justify-between gap-3 text-sm font-medium text-slate-700 dark:text-slate-200">
              {t('customizer.semiDark')}
              <input
                type="checkbox"
                className="h-5 w-5 accent-teal-500"
                checked={settings.semiDark}
                onChange={(event) => update({ semiDark: event.target.checked })}
              />
            </label>
          </div>
          <div className="border-t border-slate-100 p-5 dark:border-slate-800">
            <button
              type="button"
              className="w-full rounded-xl border border-sea-200 py-2 text-sm font-semibold text-sea-800 hover:bg-sea-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
              onClick={() => update(DEFAULT_UI_SETTINGS)}
            >
              {t('customizer.reset')}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
