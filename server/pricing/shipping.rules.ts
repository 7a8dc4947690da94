// When an order ships (docs/decisions/095-ship-when-something-ships.md): decided by the cart's lines, never by the
// account type. The one home of this rule: pricing (shipping cost), the checkout page (address section), order
// placement (address required), the wallet order (shipping address) and the order snapshot follow it.

export interface ShippableLine {
  kind: 'purchase' | 'renewal';
  product: { isHardCopy: boolean };
}

/** A physical product bought (a doll set, a coloring book, a program kit) ships; a renewal only extends streaming. */
export const isShippedLine = (line: ShippableLine) => line.kind === 'purchase' && line.product.isHardCopy;

/** True when the cart holds something that ships; false when everything is streamed or downloaded. */
export const cartShips = (lines: readonly ShippableLine[]) => lines.some(isShippedLine);
