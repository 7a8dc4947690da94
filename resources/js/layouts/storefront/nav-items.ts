import type { VisitorType } from '#server/http/shared-props.types';
import { route } from '#server/route-table';

// The storefront navigation as data, so the desktop bar and the mobile drawer always show the same entries
// (spec §2 "Layout" > Nav).

export interface NavLink {
  label: string;
  href: string;
}

export type NavItem = ({ kind: 'link' } & NavLink) | { kind: 'menu'; label: string; links: NavLink[] };

const ABOUT_MENU: NavItem = {
  kind: 'menu',
  label: 'About',
  links: [
    { label: 'About the Women’s Center', href: route('client.about.the-women-center') },
    { label: 'Play It Safe', href: route('client.about.play-it-safe') },
    { label: 'Tarrant County', href: route('client.about.tarrant-county') },
    { label: 'Testimonials', href: route('client.about.testimonials') },
    { label: 'FAQ', href: route('client.about.faq') },
  ],
};

const ISSUE_MENU: NavItem = {
  kind: 'menu',
  label: 'The Issue',
  links: [
    { label: 'Child Sexual Abuse', href: route('client.about.child-sexual-abuse') },
    { label: 'Myths and Facts', href: route('client.about.myths-facts') },
    { label: 'Statistics', href: route('client.about.statistics') },
    { label: 'Resources', href: route('client.about.resources') },
  ],
};

const CURRICULUM_MENU: NavItem = {
  kind: 'menu',
  label: 'Curriculum',
  links: [
    { label: 'Overview', href: route('client.curriculum') },
    { label: 'Pre-K', href: route('client.curriculum.pre-k') },
    { label: 'Elementary School', href: route('client.curriculum.elementary-school') },
    { label: 'Middle School', href: route('client.curriculum.middle-school') },
    { label: 'High School', href: route('client.curriculum.high-school') },
    { label: 'Video Descriptions', href: route('client.curriculum.video-description') },
  ],
};

const CONTACT_LINK: NavItem = { kind: 'link', label: 'Contact Us', href: route('client.contact.us') };

export function buildNavItems(
  visitorType: VisitorType | null,
  schoolLevels: { id: number; name: string }[],
  additionalItemTypeIds: number[] = [],
): NavItem[] {
  if (visitorType !== 'schools') {
    return [{ kind: 'link', label: 'Videos', href: route('client.products') }, ABOUT_MENU, ISSUE_MENU, CONTACT_LINK];
  }
  const shopMenu: NavItem = {
    kind: 'menu',
    label: 'Shop',
    links: [
      ...schoolLevels.map((level) => ({
        label: level.name,
        href: route('client.products', {}, { schoolLevel: [level.id] }),
      })),
      // The shop filtered to dolls, coloring books and guides (docs/decisions/097).
      {
        label: 'Additional Items',
        href: additionalItemTypeIds.length ? route('client.products', {}, { productType: additionalItemTypeIds }) : route('client.products'),
      },
      { label: 'Shopping Cart', href: route('shopping.cart') },
    ],
  };
  return [
    shopMenu,
    CURRICULUM_MENU,
    ABOUT_MENU,
    ISSUE_MENU,
    { kind: 'link', label: 'Tarrant County Scheduling Request', href: route('client.tarrant-county-rescheduling') },
    CONTACT_LINK,
  ];
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
