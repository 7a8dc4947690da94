import type { ComponentType, ReactNode } from 'react';
import { frameOf, type Frame } from '#server/http/page-frames.rules';
import StorefrontLayout from './storefront-layout';

type Layout = ComponentType<{ children?: ReactNode }>;

// The storefront frame is part of the entry: nearly every visit starts on a storefront page. The account and staff
// frames load with their pages, in their own chunks (docs/decisions/100-js-budget.md; bench/bundle.ts counts them
// in those pages' initial JS).
const FRAME_LOADERS: Record<Exclude<Frame, 'storefront'>, () => Promise<{ default: Layout }>> = {
  account: () => import('./account-layout'),
  admin: () => import('./admin-layout'),
};
const loadedFrames: Partial<Record<Frame, Layout>> = { storefront: StorefrontLayout };

function loadedFrame(frame: Frame, name: string): Layout {
  const layout = loadedFrames[frame];
  if (!layout) throw new Error(`The ${frame} layout of ${name} was not loaded with the page.`);
  return layout;
}

/** Loads the frame a page needs; app.tsx waits for it together with the page component. */
export async function loadLayoutFor(name: string): Promise<void> {
  const frame = frameOf(name);
  if (frame === 'storefront' || loadedFrames[frame]) return;
  loadedFrames[frame] = (await FRAME_LOADERS[frame]()).default;
}

/**
 * Persistent layouts: the header and footer stay mounted across visits. Account pages nest the account frame
 * (sidebar, verification banner) inside the storefront, so moving between them keeps both mounted. Staff pages
 * have their own frame (sidebar of sections, breadcrumbs), without the storefront around it.
 */
export function layoutFor(name: string) {
  const frame = frameOf(name);
  if (frame === 'admin') return loadedFrame('admin', name);
  if (frame === 'account') return [StorefrontLayout, loadedFrame('account', name)];
  return StorefrontLayout;
}
