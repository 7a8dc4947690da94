import { router, usePage } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import type { FlashData } from '#server/http/shared-props.types';
import { toast, type ToastKind } from './toast';

const FLASH_KINDS: readonly ToastKind[] = ['success', 'error', 'warning', 'info'];

function showFlash(flash: FlashData | undefined): void {
  if (!flash) return;
  for (const kind of FLASH_KINDS) {
    const message = flash[kind];
    if (typeof message === 'string' && message.trim()) toast[kind](message);
  }
}

/**
 * Shows the server's flash messages (Inertia v3 `page.flash`) as toasts: the first page's on mount (its flash
 * event can fire before any listener exists), every later one through the router's 'flash' event. A flash
 * seen both ways shows once, because the toast store merges identical visible toasts.
 */
export function useFlashToasts(): void {
  const page = usePage();
  const [initialFlash] = useState(() => page.flash);

  useEffect(() => {
    showFlash(initialFlash);
    return router.on('flash', (event) => showFlash(event.detail.flash));
  }, [initialFlash]);
}
