import type { TaxonomyLists } from '#server/catalog/taxonomy.service.js';
import type { Breadcrumb } from './order-list.pages.js';

// Props of the staff taxonomy page (resources/js/pages/admin/taxonomy.tsx).

export interface AdminTaxonomyPageProps extends TaxonomyLists {
  breadcrumbs: Breadcrumb[];
}

export interface AdminTaxonomyPages {
  'admin/taxonomy': AdminTaxonomyPageProps;
}
