import { usePage } from '@inertiajs/react';
import type { AccountNavItem } from '#server/accounts/account-nav.rules';

// The props every account page carries for the layout (server/accounts/account-area.ts).
export interface AccountAreaProps {
  accountNav?: AccountNavItem[];
}

export function useAccountAreaProps(): AccountAreaProps {
  return usePage().props as AccountAreaProps;
}
