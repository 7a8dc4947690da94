import { useState } from 'react';
import { productImageSourcesOf } from '#server/catalog/product-image-sources.rules';

export const PRODUCT_PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/**
 * A product picture that falls back to the placeholder when it is missing or fails to load. Decorative by default.
 * A picture staff uploaded (docs/decisions/111) comes in AVIF and WebP at the shop's sizes, with its JPEG/PNG as
 * the fallback; `sizes` says how wide it is shown, so the browser fetches the smallest file that is sharp enough.
 */
export function ProductImage({
  src,
  alt = '',
  className = '',
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  priority = false,
}: {
  src: string | null;
  alt?: string;
  className?: string;
  sizes?: string;
  /** The page's main picture, on the first screen: fetched at once and first, not when it scrolls into view. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : PRODUCT_PLACEHOLDER_IMAGE;
  const loading = priority ? { loading: 'eager', fetchPriority: 'high' } as const : { loading: 'lazy' } as const;
  const image = <img src={usable} alt={alt} {...loading} decoding="async" onError={() => setFailed(src)} className={className} />;
  const sources = productImageSourcesOf(usable);
  if (!sources) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
