import { lazy, Suspense } from 'react';
import { useActiveModal } from './modal-queue';

// The popups (Radix Dialog) load with the first one, not with the page (docs/decisions/100-js-budget.md).
const PopupDialog = lazy(() => import('./popup-dialog'));

/** Renders the confirm/alert popup whose turn it is. Mounted once by the layout. */
export function PopupHost() {
  const active = useActiveModal();
  const popup = active?.popup;
  if (!active || !popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog key={active.key} popup={popup} />
    </Suspense>
  );
}
