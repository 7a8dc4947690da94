// The carriers staff ship kits with, and where a customer follows a parcel. Dependency-free: the staff page lists
// the same choices the server accepts. `other` has no tracking page; its number is shown as it is.

export const SHIPPING_CARRIERS = {
  usps: { label: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  ups: { label: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  fedex: { label: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  other: { label: 'Other', trackingUrl: null },
} as const satisfies Record<string, { label: string; trackingUrl: string | null }>;

export type ShippingCarrier = keyof typeof SHIPPING_CARRIERS;

export const SHIPPING_CARRIER_KEYS = Object.keys(SHIPPING_CARRIERS) as [ShippingCarrier, ...ShippingCarrier[]];

export const isShippingCarrier = (value: string | null | undefined): value is ShippingCarrier =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(SHIPPING_CARRIERS, value);

/** The carrier's tracking page for one parcel, or null (carrier `other`, or not one of ours). */
export function trackingUrlOf(carrier: string | null | undefined, trackingNumber: string): string | null {
  if (!isShippingCarrier(carrier)) return null;
  const template = SHIPPING_CARRIERS[carrier].trackingUrl;
  return template ? template.replace('{number}', encodeURIComponent(trackingNumber)) : null;
}

export const carrierLabelOf = (carrier: string | null | undefined) => (isShippingCarrier(carrier) ? SHIPPING_CARRIERS[carrier].label : (carrier ?? ''));
