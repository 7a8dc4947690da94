import { useState } from 'react';

export const PRODUCT_PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';

/** A product picture that falls back to the placeholder when it is missing or fails to load. Decorative by default. */
export function ProductImage({ src, alt = '', className = '' }: { src: string | null; alt?: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : PRODUCT_PLACEHOLDER_IMAGE;
  return (
    <img
      src={usable}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={className}
    />
  );
}
