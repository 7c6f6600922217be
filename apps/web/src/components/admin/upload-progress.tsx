import { useId } from 'react';

/** How far a save that carries pictures has got (issue 10: the browser shows an upload progress bar). */
export function UploadProgress({ fraction, label }: { fraction: number | null; label: (percent: number) => string }) {
  const id = useId();
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div>
      <p className="mb-1 text-xs text-slate-600 dark:text-slate-300" id={id}>
        {label(percent)}
      </p>
      <progress className="h-2 w-full" max={100} value={percent} aria-labelledby={id} />
    </div>
  );
}
