import type { ClassroomProgram } from '#server/catalog/catalog.service.js';
import type { Paginated } from '#server/http/pagination.rules.js';
import type { NoPageProps } from '#server/inertia/page-registry.js';
import type { CurriculumSection } from './curriculum-sections.rules.js';
import type { RatingSummary, TestimonialCard } from './testimonials.service.js';

// The props of the home, information, curriculum and testimonials pages (docs/decisions/060).

/** A best seller as the home slider shows it (storefront §3 "Best seller"). */
export interface BestSeller {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  price: number;
  special_price?: number;
  image: string | null;
}

export interface HomePageProps {
  bestSellers: BestSeller[];
  reviews: TestimonialCard[];
}

export interface CurriculumSectionWithPrograms extends CurriculumSection {
  /** Level ids for the section's Shop Now link (schoolLevel[]). */
  levelIds: number[];
  programs: ClassroomProgram[];
}

export interface CurriculumIndexPageProps {
  sections: CurriculumSectionWithPrograms[];
}

export interface CurriculumShowPageProps {
  section: CurriculumSectionWithPrograms;
}

export interface SchoolsOnlyPageProps {
  signedIn: boolean;
}

export interface SchedulingRequestPageProps {
  /** null while TARRANT_COUNTY_FORM_URL is the shipped placeholder. */
  formUrl: string | null;
}

export interface TestimonialsPageProps {
  testimonials: Paginated<TestimonialCard>;
  ratingSummary: RatingSummary;
}

export interface ContentPages {
  home: HomePageProps;
  'content/about-the-womens-center': NoPageProps;
  'content/about-play-it-safe': NoPageProps;
  'content/about-tarrant-county': NoPageProps;
  'content/faq': NoPageProps;
  'content/child-sexual-abuse': NoPageProps;
  'content/myths-and-facts': NoPageProps;
  'content/statistics': NoPageProps;
  'content/resources': NoPageProps;
  'content/privacy-policy': NoPageProps;
  'content/terms-of-use': NoPageProps;
  'content/welcome': NoPageProps;
  'content/schools-only': SchoolsOnlyPageProps;
  'content/tarrant-county-scheduling-request': SchedulingRequestPageProps;
  'content/testimonials': TestimonialsPageProps;
  'curriculum/index': CurriculumIndexPageProps;
  'curriculum/show': CurriculumShowPageProps;
  'curriculum/video-description': CurriculumIndexPageProps;
}
