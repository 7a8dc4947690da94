import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckIcon } from '#js/components/icons';
import type { TriggerLook, StandInHandoff } from '#js/components/ui/deferred-part';
import { DropdownContent } from '#js/components/ui/dropdown';
import { isLocale, useTranslation, type Locale } from '#js/i18n';
import { chooseLanguage, LANGUAGES } from '#js/lib/language-choice';

/** The language menu; loaded after first paint (language-menu.tsx shows a stand-in until then). */
export default function LanguageDropdown({
  look,
  language,
  open,
  onOpenChange,
  autoFocus,
}: { look: TriggerLook; language: Locale } & StandInHandoff) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger {...look} autoFocus={autoFocus} />
      <DropdownContent align="end" label={t('Language')}>
        <DropdownMenu.RadioGroup
          value={language}
          onValueChange={(value) => (isLocale(value) ? void chooseLanguage(value) : undefined)}
        >
          {LANGUAGES.map((entry) => (
            <DropdownMenu.RadioItem
              key={entry.code}
              value={entry.code}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
            >
              <span className="w-8 font-bold text-brand-800">{entry.label}</span>
              <span className="flex-1">{entry.name}</span>
              <DropdownMenu.ItemIndicator>
                <CheckIcon className="size-4 text-brand-700" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownContent>
    </DropdownMenu.Root>
  );
}
