import { router } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { useVisitorType } from '#js/lib/use-visitor-type';
import { clearStoredVisitorType } from '#js/lib/visitor-type';

/** Where "Register" goes: organization registration for the schools type, individual registration otherwise. */
export function useRegisterHref(): string {
  return useVisitorType() === 'schools' ? route('organizations.register') : route('individuals.register');
}

/** Signs out. The stored visitor type is cleared first (spec §4), so no page of the signed-out session reuses it. */
export function logout(): void {
  clearStoredVisitorType();
  router.post(route('logout'));
}
