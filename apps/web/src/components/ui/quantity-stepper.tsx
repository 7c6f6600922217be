import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';

/** The stepper's three sizes: the product page's boxed one, a cart page line's, the cart dropdown's small one. */
const LOOKS = {
  product: {
    box: 'flex items-center rounded-xl border border-slate-200 dark:border-slate-700',
    button: 'p-3 disabled:opacity-40',
    icon: 'h-4 w-4',
    count: 'w-14 bg-transparent text-center font-semibold [appearance:textfield]',
  },
  cart: {
    box: 'flex items-center gap-1',
    button: 'rounded-lg border border-slate-200 p-2 disabled:opacity-40 dark:border-slate-700',
    icon: 'h-4 w-4',
    count:
      'w-16 rounded-lg border border-slate-200 bg-transparent py-1.5 text-center font-semibold [appearance:textfield] dark:border-slate-700',
  },
  dropdown: {
    box: 'flex items-center gap-1',
    button:
      'rounded-lg border border-slate-200 p-1 hover:bg-slate-50 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800',
    icon: 'h-3.5 w-3.5',
    count: 'w-7 text-center text-sm font-semibold',
  },
} as const;

export interface QuantityStepperProps {
  value: number;
  /** The most + reaches (and a typed number's field allows). */
  max: number;
  /** − is off at this quantity: 1 where a quantity never goes below one; 0 (the default) where less removes a line. */
  min?: number;
  /** Told the quantity asked for (value - 1, value + 1, or what was typed, 0 for no number); the caller caps it. */
  onChange: (next: number) => void;
  /** Accessible names of −, the count and +. */
  labels: { decrease: string; quantity: string; increase: string };
  /** All of it off (a cart line no longer for sale). */
  disabled?: boolean;
  /** A typed quantity counts at each key ('live') or when the field is left or Enter pressed ('on-leave'); absent: shown only. */
  typing?: 'live' | 'on-leave';
  look: keyof typeof LOOKS;
}

/** − count +: the one quantity stepper of the product page, the cart page and the cart dropdown. */
export function QuantityStepper({
  value,
  max,
  min = 0,
  onChange,
  labels,
  disabled,
  typing,
  look,
}: QuantityStepperProps) {
  const style = LOOKS[look];
  // What is being typed, until the field is left ('on-leave'); null: the value is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = (text: string) => Number(text) || 0;
  const count = !typing ? (
    <span aria-label={labels.quantity} className={style.count}>
      {value}
    </span>
  ) : (
    <input
      type="number"
      inputMode="numeric"
      aria-label={labels.quantity}
      min={1}
      max={max}
      disabled={disabled}
      value={draft ?? value}
      onChange={(event) => (typing === 'live' ? onChange(typed(event.target.value)) : setDraft(event.target.value))}
      onBlur={() => {
        if (draft !== null) onChange(typed(draft));
        setDraft(null);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) =>
        typing === 'on-leave' && event.key === 'Enter' && event.currentTarget.blur()
      }
      className={style.count}
    />
  );
  return (
    <div className={style.box}>
      <button
        type="button"
        aria-label={labels.decrease}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
        className={style.button}
      >
        <Minus className={style.icon} aria-hidden />
      </button>
      {count}
      <button
        type="button"
        aria-label={labels.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        className={style.button}
      >
        <Plus className={style.icon} aria-hidden />
      </button>
    </div>
  );
}
