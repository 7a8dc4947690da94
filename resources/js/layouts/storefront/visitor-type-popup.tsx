import { router, usePage } from '@inertiajs/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { VisitorType } from '#server/http/shared-props.types';
import { route } from '#server/storefront-route-table';
import { useModalTurn } from '#js/components/popups/modal-queue';
import { jsonCall } from '#js/lib/http';
import { useStoredVisitorType } from '#js/lib/use-visitor-type';

// The dialog itself (Radix) loads after first paint, in its own chunk (docs/decisions/100-js-budget.md).
const loadVisitorTypeDialog = () => import('./visitor-type-dialog');
const VisitorTypeDialog = lazy(loadVisitorTypeDialog);

export const VISITOR_POPUP_DELAY_MS = 100;

/** Tells the server the visitor's choice and refreshes the shared prop, so the navigation follows. */
async function sendVisitorType(visitorType: VisitorType): Promise<void> {
  await jsonCall('POST', route('visitor-type.set'), { visitorType });
  router.reload({ only: ['visitorType', 'additionalItemTypeIds'] });
}

/**
 * 'Choose Your Journey' (spec §2 "Visitor-type popup", §4 "Visitor type"): shown 100 ms after a first visit by
 * a guest with no choice on the server or in session storage; it cannot be dismissed without choosing. A choice
 * stored in this tab but unknown to the server (e.g. its session expired) is re-sent quietly.
 */
export function VisitorTypePopup() {
  const { props } = usePage();
  const signedIn = props.auth.user !== null;
  const serverVisitorType = props.visitorType;
  const storedVisitorType = useStoredVisitorType();
  const needsChoice = !signedIn && serverVisitorType === null && storedVisitorType === null;

  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!needsChoice) return;
    const timer = setTimeout(() => setDelayPassed(true), VISITOR_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsChoice]);
  const open = useModalTurn('visitor-type', needsChoice && delayPassed);

  const sentChoice = useRef<VisitorType | null>(null);
  useEffect(() => {
    if (signedIn || serverVisitorType !== null || storedVisitorType === null) return;
    if (sentChoice.current === storedVisitorType) return;
    sentChoice.current = storedVisitorType;
    // A failure leaves the choice in session storage: the navigation still follows it, and the next visit retries.
    sendVisitorType(storedVisitorType).catch(() => {
      sentChoice.current = null;
    });
  }, [signedIn, serverVisitorType, storedVisitorType]);

  useEffect(() => {
    // Fetch the dialog's chunk while the popup's short delay runs.
    if (needsChoice) void loadVisitorTypeDialog();
  }, [needsChoice]);

  return open ? (
    <Suspense fallback={null}>
      <VisitorTypeDialog />
    </Suspense>
  ) : null;
}
