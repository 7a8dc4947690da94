import type { VisitorType } from '#server/http/shared-props.types';
import { route } from '#server/storefront-route-table';
import { msg, type Translate } from '#js/i18n';

// The storefront navigation as data, so the desktop bar and the mobile drawer always show the same entries
// (spec §2 "Layout" > Nav).

export interface NavLink {
  /** English, marked with msg() and translated where shown; a name from the catalogue data is `verbatim`. */
  label: string;
  href: string;
  verbatim?: boolean;
}

export type NavItem = ({ kind: 'link' } & NavLink) | { kind: 'menu'; label: string; links: NavLink[] };

const ABOUT_MENU: NavItem = {
  kind: 'menu',
  label: msg('About'),
  links: [
    { label: msg('About the Women’s Center'), href: route('client.about.the-women-center') },
    { label: msg('Play It Safe'), href: route('client.about.play-it-safe') },
    { label: msg('Tarrant County'), href: route('client.about.tarrant-county') },
    { label: msg('Testimonials'), href: route('client.about.testimonials') },
    { label: msg('FAQ'), href: route('client.about.faq') },
  ],
};

const ISSUE_MENU: NavItem = {
  kind: 'menu',
  label: msg('The Issue'),
  links: [
    { label: msg('Child Sexual Abuse'), href: route('client.about.child-sexual-abuse') },
    { label: msg('Myths and Facts'), href: route('client.about.myths-facts') },
    { label: msg('Statistics'), href: route('client.about.statistics') },
    { label: msg('Resources'), href: route('client.about.resources') },
  ],
};

const CURRICULUM_MENU: NavItem = {
  kind: 'menu',
  label: msg('Curriculum'),
  links: [
    { label: msg('Overview'), href: route('client.curriculum') },
    { label: msg('Pre-K'), href: route('client.curriculum.pre-k') },
    { label: msg('Elementary School'), href: route('client.curriculum.elementary-school') },
    { label: msg('Middle School'), href: route('client.curriculum.middle-school') },
    { label: msg('High School'), href: route('client.curriculum.high-school') },
    { label: msg('Video Descriptions'), href: route('client.curriculum.video-description') },
  ],
};

const CONTACT_LINK: NavItem = { kind: 'link', label: msg('Contact Us'), href: route('client.contact.us') };

export function buildNavItems(
  visitorType: VisitorType | null,
  schoolLevels: { id: number; name: string }[],
  additionalItemTypeIds: number[] = [],
): NavItem[] {
  if (visitorType !== 'schools') {
    return [{ kind: 'link', label: msg('Videos'), href: route('client.products') }, ABOUT_MENU, ISSUE_MENU, CONTACT_LINK];
  }
  const shopMenu: NavItem = {
    kind: 'menu',
    label: msg('Shop'),
    links: [
      ...schoolLevels.map((level) => ({
        label: level.name,
        href: route('client.products', {}, { schoolLevel: [level.id] }),
        verbatim: true,
      })),
      // The shop filtered to dolls, coloring books and guides (docs/decisions/097).
      {
        label: msg('Additional Items'),
        href: additionalItemTypeIds.length ? route('client.products', {}, { productType: additionalItemTypeIds }) : route('client.products'),
      },
      { label: msg('Shopping Cart'), href: route('shopping.cart') },
    ],
  };
  return [
    shopMenu,
    CURRICULUM_MENU,
    ABOUT_MENU,
    ISSUE_MENU,
    { kind: 'link', label: msg('Tarrant County Scheduling Request'), href: route('client.tarrant-county-rescheduling') },
    CONTACT_LINK,
  ];
}

/** A navigation entry's text in the page's language. */
export function navLabel(t: Translate, entry: { label: string; verbatim?: boolean }): string {
  return entry.verbatim ? entry.label : t(entry.label);
}

/** The path of the current page URL (Inertia's page.url is path + query). */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** True when `href` is the current page: same path, and the same query too when `href` has one. */
export function isCurrentLink(href: string, currentUrl: string): boolean {
  if (!href.includes('?')) return pathOf(href) === pathOf(currentUrl);
  return decodeURIComponent(href) === decodeURIComponent(currentUrl);
}

/** True when any link of a menu is the current page. */
export function menuHasCurrentLink(links: NavLink[], currentUrl: string): boolean {
  return links.some((link) => isCurrentLink(link.href, currentUrl));
}
