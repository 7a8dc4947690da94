import { describe, expect, it } from 'vitest';
import { cartShips, isShippedLine } from '#server/pricing/pricing.rules';

const doll = { kind: 'purchase', product: { isHardCopy: true } } as const;
const rental = { kind: 'purchase', product: { isHardCopy: false } } as const;
const renewalOfKit = { kind: 'renewal', product: { isHardCopy: true } } as const;

describe('when an order ships (decision 095)', () => {
  it('ships a hard copy bought, not a stream, a download or a renewal', () => {
    expect(isShippedLine(doll)).toBe(true);
    expect(isShippedLine(rental)).toBe(false);
    expect(isShippedLine(renewalOfKit)).toBe(false);
  });

  it('ships a cart holding one physical item, and nothing when everything is streamed or downloaded', () => {
    expect(cartShips([rental, doll])).toBe(true);
    expect(cartShips([rental, renewalOfKit])).toBe(false);
    expect(cartShips([])).toBe(false);
  });
});
