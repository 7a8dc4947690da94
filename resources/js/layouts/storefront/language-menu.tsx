import { lazy } from 'react';
import { ChevronDownIcon, GlobeIcon } from '#js/components/icons';
import { DeferredPart, MenuTriggerStandIn, type TriggerLook } from '#js/components/ui/deferred-part';
import { useTranslation } from '#js/i18n';
import { LANGUAGE_BUTTON_LABEL, LANGUAGES } from '#js/lib/language-choice';

const LanguageDropdown = lazy(() => import('./language-dropdown'));

export function LanguageMenu() {
  const { t, locale: language } = useTranslation();
  const current = LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
  const look: TriggerLook = {
    className:
      'inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100',
    'aria-label': t(LANGUAGE_BUTTON_LABEL, { name: current.name, label: current.label }),
    children: (
      <>
        <GlobeIcon className="size-5 text-brand-700" />
        {current.label}
        <ChevronDownIcon className="size-4 text-slate-500" />
      </>
    ),
  };

  return (
    <DeferredPart
      part={LanguageDropdown}
      props={{ look, language }}
      standIn={(controls) => <MenuTriggerStandIn look={look} controls={controls} />}
    />
  );
}
