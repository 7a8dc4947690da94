import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '#js/components/icons';
import { DropdownContent } from '#js/components/ui/dropdown';
import { isLanguageCode, LANGUAGES, storeLanguageChoice } from '#js/lib/language-choice';
import { useLanguageChoice } from '#js/lib/use-language-choice';

export function LanguageMenu() {
  const language = useLanguageChoice();
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        aria-label={`Language: ${current.name} (${current.label})`}
      >
        <GlobeIcon className="size-5 text-brand-700" />
        {current.label}
        <ChevronDownIcon className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownContent align="end" label="Language">
        <DropdownMenu.RadioGroup
          value={language}
          onValueChange={(value) => (isLanguageCode(value) ? storeLanguageChoice(value) : undefined)}
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
