import type { ProductMediaImage } from '#server/catalog/product-media.service';
import type { DocumentAsset, MediaFileAsset, VideoAsset } from '#server/catalog/product-media.rules';
import type { Breadcrumb } from './admin-pages';

/** One file slot of the product (a video or a PDF) as the media page shows it. */
export interface ProductMediaFileSlot {
  asset: MediaFileAsset;
  label: string;
  /** What the product holds now ('' for nothing): the form posts it back as `expected_current`. */
  current: string;
  /** Where staff can open it (the public trailer, the licensed route), or null. */
  open_url: string | null;
  remove_url: string;
}

/** admin.products.media: a product's pictures, videos and PDFs. */
export interface ProductMediaPageProps {
  breadcrumbs: Breadcrumb[];
  product: { id: number; title: string; is_active: boolean; shop_url: string };
  images: ProductMediaImage[];
  earlier_pictures: string[];
  main_image_current: string;
  image_store_url: string;
  image_remove_url: string;
  videos: (ProductMediaFileSlot & { asset: VideoAsset; start_url: string; max_bytes: number })[];
  documents: (ProductMediaFileSlot & { asset: DocumentAsset; store_url: string })[];
  chunk_bytes: number;
}

export interface AdminProductMediaPages {
  'admin/products/media': ProductMediaPageProps;
}
