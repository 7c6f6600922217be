import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBanner, AdminBannerPage, AdminBannerQueryInput } from '@crabclaw/shared';
import { toast } from '../../../components/ui/toasts.tsx';
import { bannerKeys } from '../api/banner-keys.ts';
import { useUpdateDisplayOrder } from '../api/update-display-order.ts';
import { reorderRows } from './reorder.ts';

/**
 * Moving banners on the shown page (section 9): by dragging a row's handle, by its arrow keys, or by its up
 * and down buttons. The page shows the new order at once, the server stores the changed display orders, a
 * screen reader hears where the banner went, and the moved banner's handle keeps the focus.
 */
export function useBannerReorder(rows: AdminBanner[] | undefined, query: AdminBannerQueryInput) {
  const { t } = useTranslation('banners-admin');
  const queryClient = useQueryClient();
  const reorder = useUpdateDisplayOrder();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const focusAfterMove = useRef<number | null>(null);

  useEffect(() => {
    if (focusAfterMove.current === null) return;
    document.querySelector<HTMLElement>(`[data-banner-handle="${focusAfterMove.current}"]`)?.focus();
    focusAfterMove.current = null;
  });

  function move(from: number, to: number) {
    if (!rows) return;
    const { rows: next, changes } = reorderRows(rows, from, to);
    if (changes.length === 0) return;
    const moved = next[to]!;
    queryClient.setQueryData<AdminBannerPage>(bannerKeys.list(query), (page) =>
      page ? { ...page, data: next } : page,
    );
    focusAfterMove.current = moved.bannerId;
    setAnnouncement(t('reorder.moved', { title: moved.title, position: to + 1, total: next.length }));
    reorder.mutate({ banners: changes }, { onError: () => toast.error(t('errors.reorder')) });
  }

  function onHandleKey(event: KeyboardEvent, index: number) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
    }
  }

  /** The row under the pointer, found from the handle every row carries. */
  function rowIndexAt(event: DragEvent): number {
    const row = (event.target as HTMLElement).closest('tr, li');
    const id = Number(row?.querySelector<HTMLElement>('[data-banner-handle]')?.dataset.bannerHandle);
    return rows?.findIndex((banner) => banner.bannerId === id) ?? -1;
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    const to = rowIndexAt(event);
    const from = rows?.findIndex((banner) => banner.bannerId === dragged) ?? -1;
    setDragged(null);
    if (from >= 0 && to >= 0) move(from, to);
  }

  function onDragOver(event: DragEvent) {
    if (dragged !== null) event.preventDefault();
  }

  return { rows, announcement, move, onHandleKey, onDrop, onDragOver, setDragged };
}

export type BannerReorder = ReturnType<typeof useBannerReorder>;
