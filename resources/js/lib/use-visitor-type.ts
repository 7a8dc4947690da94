import { usePage } from '@inertiajs/react';
import { useSyncExternalStore } from 'react';
import type { VisitorType } from '#server/http/shared-props.types';
import { readStoredVisitorType, subscribeToStoredVisitorType } from './visitor-type';

/** The stored (session storage) choice; null on the server and before the visitor has chosen. */
export function useStoredVisitorType(): VisitorType | null {
  return useSyncExternalStore(subscribeToStoredVisitorType, readStoredVisitorType, () => null);
}

/** The visitor type that drives navigation and links: the server's shared prop, else the choice stored in this tab. */
export function useVisitorType(): VisitorType | null {
  const serverVisitorType = usePage().props.visitorType;
  const storedVisitorType = useStoredVisitorType();
  return serverVisitorType ?? storedVisitorType;
}
