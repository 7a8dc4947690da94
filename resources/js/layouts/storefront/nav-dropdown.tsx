import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { TriggerLook, StandInHandoff } from '#js/components/ui/deferred-part';
import { DropdownContent, DropdownLinkItem } from '#js/components/ui/dropdown';
import { useTranslation } from '#js/i18n';
import { isCurrentLink, navLabel, type NavLink } from './nav-items';

/** One dropdown of the navigation bar; loaded after first paint (main-nav.tsx shows a stand-in until then). */
export default function NavDropdown({
  look,
  label,
  links,
  url,
  open,
  onOpenChange,
  autoFocus,
}: { look: TriggerLook; label: string; links: NavLink[]; url: string } & StandInHandoff) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger {...look} autoFocus={autoFocus} />
      <DropdownContent label={label}>
        {links.map((link) => (
          <DropdownLinkItem key={link.href} href={link.href} current={isCurrentLink(link.href, url)}>
            {navLabel(t, link)}
          </DropdownLinkItem>
        ))}
      </DropdownContent>
    </DropdownMenu.Root>
  );
}
