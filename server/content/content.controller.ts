import type { Request, RequestHandler, Response } from 'express';
import { PLACEHOLDER_TARRANT_COUNTY_FORM_URL, type Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { VisitorType } from '#server/http/shared-props.types.js';
import { visitorTypeForRole } from '#server/shared/account-types.js';
import type { Locale } from '#server/http/locale.js';
import { findClassroomPrograms, findSchoolLevelsByName } from '#server/catalog/catalog.service.js';
import { routeTable, type RouteName } from '#server/route-table.js';
import type { CurriculumSectionWithPrograms } from './content.pages.js';
import { CURRICULUM_SECTIONS, type CurriculumSectionKey } from './curriculum-sections.rules.js';
import { findRatingSummary, findTestimonialPage } from './testimonials.service.js';
import { chosenVisitorTypeOf } from '#server/http/visitor-type-cookie.js';

// The information pages (storefront §2 "Static information pages", "Curriculum pages", "Testimonials page").
// Their words live in the page components; the server adds what comes from the database or configuration.

/** Route name → page component, for the pages whose content is all in the component. */
export const STATIC_PAGES = {
  'client.about.the-women-center': 'content/about-the-womens-center',
  'client.about.play-it-safe': 'content/about-play-it-safe',
  'client.about.tarrant-county': 'content/about-tarrant-county',
  'client.about.faq': 'content/faq',
  'client.about.child-sexual-abuse': 'content/child-sexual-abuse',
  'client.about.myths-facts': 'content/myths-and-facts',
  'client.about.statistics': 'content/statistics',
  'client.about.resources': 'content/resources',
  'client.privacy.policy': 'content/privacy-policy',
  'client.terms.of.use': 'content/terms-of-use',
  'client.welcome': 'content/welcome',
} as const satisfies Partial<Record<RouteName, string>>;

export type StaticPageRoute = keyof typeof STATIC_PAGES;

function visitorTypeOf(req: Request): VisitorType | null {
  return req.user ? visitorTypeForRole(req.user.role) : chosenVisitorTypeOf(req);
}

const pageNumberOf = (value: unknown) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1);

export function contentController({ db, config }: { db: PrismaClient; config: Pick<Config, 'tarrantCountyFormUrl'> }) {
  /**
   * Curriculum pages and the scheduling request are for schools (storefront §2, §6). A visitor known to be on the
   * parent journey gets a page that says so and points to the parent videos; a visitor who has not chosen yet
   * sees the page (the journey popup asks).
   */
  async function renderForSchools(req: Request, res: Response, render: () => Promise<void>) {
    if (visitorTypeOf(req) === 'parent') {
      await res.inertia.render('content/schools-only', { signedIn: req.user !== undefined && req.user !== null });
      return;
    }
    await render();
  }

  async function sectionsWithPrograms(keys: readonly CurriculumSectionKey[], locale: Locale): Promise<CurriculumSectionWithPrograms[]> {
    const sections = keys.map((key) => CURRICULUM_SECTIONS[key]);
    const levelNames = sections.flatMap((section) => section.levelNames);
    const [levels, programs] = await Promise.all([findSchoolLevelsByName(db, levelNames), findClassroomPrograms(db, levelNames, locale)]);
    return sections.map((section) => {
      const names = new Set<string>(section.levelNames);
      return {
        ...section,
        levelIds: levels.filter((level) => names.has(level.name)).map((level) => level.id),
        programs: programs.filter((program) => program.level !== null && names.has(program.level.name)),
      };
    });
  }

  const staticPage =
    (name: StaticPageRoute): RequestHandler =>
    async (_req, res) => {
      await res.inertia.render(STATIC_PAGES[name]);
    };

  const curriculumSection =
    (key: CurriculumSectionKey): RequestHandler =>
    (req, res) =>
      renderForSchools(req, res, async () => {
        const [section] = await sectionsWithPrograms([key], req.locale);
        await res.inertia.render('curriculum/show', { section });
      });

  return {
    staticPage,
    curriculumSection,

    curriculumOverview: ((req, res) =>
      renderForSchools(req, res, async () => {
        // Tab order as the spec lists it: Elementary, Pre-K, Middle School, Highschool.
        const sections = await sectionsWithPrograms(['elementary-school', 'pre-k', 'middle-school', 'high-school'], req.locale);
        await res.inertia.render('curriculum/index', { sections });
      })) satisfies RequestHandler,

    videoDescriptions: ((req, res) =>
      renderForSchools(req, res, async () => {
        const sections = await sectionsWithPrograms(['pre-k', 'elementary-school', 'middle-school', 'high-school'], req.locale);
        await res.inertia.render('curriculum/video-description', { sections });
      })) satisfies RequestHandler,

    schedulingRequest: ((req, res) =>
      renderForSchools(req, res, async () => {
        // The shipped placeholder would embed a dead frame: the page offers the other ways to ask instead.
        const formUrl = config.tarrantCountyFormUrl === PLACEHOLDER_TARRANT_COUNTY_FORM_URL ? null : config.tarrantCountyFormUrl;
        await res.inertia.render('content/tarrant-county-scheduling-request', { formUrl });
      })) satisfies RequestHandler,

    testimonials: (async (req, res) => {
      const page = pageNumberOf(req.query.page);
      await res.inertia.render('content/testimonials', {
        testimonials: () => findTestimonialPage(db, page, routeTable['client.about.testimonials'].path, req.locale),
        ratingSummary: () => findRatingSummary(db),
      });
    }) satisfies RequestHandler,
  };
}
