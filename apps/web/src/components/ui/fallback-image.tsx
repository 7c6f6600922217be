import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

export interface FallbackImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width: number;
  height: number;
}

/**
 * A picture that may be gone (a product removed since the order, a media file not found): the shop's
 * placeholder shows instead of a broken image.
 */
export function FallbackImage({ src, alt, className, width, height }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('flex shrink-0 items-center justify-center bg-sea-50 dark:bg-slate-800', className)}
      >
        <span aria-hidden>🦀</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('shrink-0 object-cover', className)}
    />
  );
}
