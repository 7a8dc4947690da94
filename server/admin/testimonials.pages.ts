import type { StaffTestimonialRow } from '#server/content/testimonial-editing.service';
import type { StaffActionView } from './staff-audit.service';
import type { Breadcrumb } from './admin-pages';

/** admin.testimonials: every testimonial in the storefront's order, to reorder, publish or edit. */
export interface AdminTestimonialsPageProps {
  breadcrumbs: Breadcrumb[];
  testimonials: (StaffTestimonialRow & { edit_url: string })[];
  create_url: string;
  reorder_url: string;
}

/** admin.testimonials.create and .edit: the testimonial form (testimonial null when adding). */
export interface AdminTestimonialFormPageProps {
  breadcrumbs: Breadcrumb[];
  testimonial: StaffTestimonialRow | null;
  submit_url: string;
  index_url: string;
  today: string;
  audit: StaffActionView[];
}

export interface AdminTestimonialPages {
  'admin/testimonials/index': AdminTestimonialsPageProps;
  'admin/testimonials/form': AdminTestimonialFormPageProps;
}
