import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ComponentType, type SVGProps } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoCircleIcon } from '#js/components/icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { msg, useTranslation } from '#js/i18n';
import { MODAL_PANEL_CLASSES } from './modal-classes';
import { ModalOverlay } from './modal-overlay';
import type { AlertIcon, AlertOptions, ConfirmOptions, PopupRequest } from './popup-request';

/** A confirm or alert popup; loaded on the first one (popup-host.tsx). */
export default function PopupDialog({ popup }: { popup: PopupRequest }) {
  if (popup.kind === 'confirm') return <ConfirmPopup options={popup.options} onSettle={popup.settle} />;
  return <AlertPopup options={popup.options} onSettle={popup.settle} />;
}

const ICONS: Record<AlertIcon, { Icon: ComponentType<SVGProps<SVGSVGElement>>; ring: string; label: string }> = {
  success: { Icon: CheckCircleIcon, ring: 'bg-emerald-50 text-emerald-700 ring-emerald-100', label: msg('Success') },
  error: { Icon: AlertCircleIcon, ring: 'bg-red-50 text-red-700 ring-red-100', label: msg('Error') },
  warning: { Icon: AlertTriangleIcon, ring: 'bg-amber-50 text-amber-700 ring-amber-100', label: msg('Warning') },
  info: { Icon: InfoCircleIcon, ring: 'bg-brand-50 text-brand-700 ring-brand-100', label: msg('Information') },
};

function PopupIcon({ icon }: { icon: AlertIcon }) {
  const { Icon, ring } = ICONS[icon];
  return (
    <span className={`mx-auto flex size-16 items-center justify-center rounded-full ring-8 ${ring}`}>
      <Icon className="size-9" strokeWidth={1.6} />
    </span>
  );
}

/**
 * A popup opened by code has no Dialog.Trigger for Radix to give the focus back to: it goes back to what had the
 * focus when the popup opened (the button that asked), if that is still on the page.
 */
function useFocusReturn(): (event: Event) => void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  return (event) => {
    event.preventDefault();
    if (opener && opener !== document.body && opener.isConnected) opener.focus();
  };
}

function ConfirmPopup({ options, onSettle }: { options: ConfirmOptions; onSettle: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const destructive = options.destructive ?? true;
  const returnFocus = useFocusReturn();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onSettle(false))}>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content role="alertdialog" onCloseAutoFocus={returnFocus} className={`${MODAL_PANEL_CLASSES} max-w-md p-7 text-center sm:p-8`}>
          <PopupIcon icon="warning" />
          <Dialog.Title className="mt-6 text-xl font-bold text-slate-900">{options.title}</Dialog.Title>
          {options.text ? (
            <Dialog.Description className="mt-2 text-base text-slate-600">{options.text}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{t('Please confirm or cancel.')}</Dialog.Description>
          )}
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <button type="button" className={buttonClasses('secondary', 'md', 'sm:min-w-32')} onClick={() => onSettle(false)}>
              {options.cancelText ?? t('Cancel')}
            </button>
            <button
              type="button"
              className={buttonClasses(destructive ? 'danger' : 'primary', 'md', 'sm:min-w-32')}
              onClick={() => onSettle(true)}
            >
              {options.confirmText ?? t('Yes')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AlertPopup({ options, onSettle }: { options: AlertOptions; onSettle: () => void }) {
  const { t } = useTranslation();
  const { timer } = options;
  const returnFocus = useFocusReturn();

  useEffect(() => {
    if (!timer) return;
    const handle = setTimeout(onSettle, timer);
    return () => clearTimeout(handle);
  }, [timer, onSettle]);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onSettle())}>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content
          role={options.icon === 'error' ? 'alertdialog' : 'dialog'}
          onCloseAutoFocus={returnFocus}
          className={`${MODAL_PANEL_CLASSES} max-w-md overflow-hidden p-7 text-center sm:p-8`}
        >
          <PopupIcon icon={options.icon} />
          <Dialog.Title className="mt-6 text-xl font-bold text-slate-900">
            <span className="sr-only">{t('{{label}}:', { label: t(ICONS[options.icon].label) })} </span>
            {options.title}
          </Dialog.Title>
          {options.text ? (
            <Dialog.Description className="mt-2 text-base text-slate-600">{options.text}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{options.title}</Dialog.Description>
          )}
          <div className="mt-7 flex justify-center">
            <button type="button" className={buttonClasses('primary', 'md', 'min-w-32')} onClick={onSettle}>
              {options.confirmText ?? t('OK')}
            </button>
          </div>
          {timer ? (
            <div className="absolute inset-x-0 bottom-0 h-1 bg-slate-100" aria-hidden="true">
              <div
                className="h-full w-0 bg-brand-500 transition-[width] ease-linear starting:w-full"
                style={{ transitionDuration: `${timer}ms` }}
              />
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
