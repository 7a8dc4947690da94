// The frame a page is shown in, by the folder of its component name (resources/js/pages/…): staff pages have the
// staff frame, account pages the account frame inside the storefront's, every other page the storefront's alone.
// The app picks and loads the frame by it (resources/js/layouts/layout-for.tsx, resources/js/inertia-app.ts), and the
// server names the frame's chunks for the page's first load by it (page-chunks.ts). Pure, for both.

export type Frame = 'storefront' | 'account' | 'admin';

const FRAME_PREFIXES: [prefix: string, frame: Exclude<Frame, 'storefront'>][] = [
  ['admin/', 'admin'],
  ['account/', 'account'],
];

/** The frame of a page component: admin/orders/index -> admin, account/profile -> account, shop/index -> storefront. */
export function frameOf(component: string): Frame {
  return FRAME_PREFIXES.find(([prefix]) => component.startsWith(prefix))?.[1] ?? 'storefront';
}
