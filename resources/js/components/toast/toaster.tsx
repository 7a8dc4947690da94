import type { ComponentType, SVGProps } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, CloseIcon, InfoCircleIcon } from '#js/components/icons';
import { msg, useTranslation } from '#js/i18n';
import { dismissToast, TOAST_FADE_MS, useToasts, type ToastItem, type ToastKind } from './toast';

const KIND_STYLES: Record<ToastKind, { label: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; accent: string; icon: string }> = {
  success: { label: msg('Success'), Icon: CheckCircleIcon, accent: 'border-l-emerald-600', icon: 'text-emerald-700' },
  error: { label: msg('Error'), Icon: AlertCircleIcon, accent: 'border-l-red-600', icon: 'text-red-700' },
  warning: { label: msg('Warning'), Icon: AlertTriangleIcon, accent: 'border-l-amber-500', icon: 'text-amber-700' },
  info: { label: msg('Information'), Icon: InfoCircleIcon, accent: 'border-l-brand-600', icon: 'text-brand-700' },
};

/** The stack of toasts, top-right. The live region is always in the page so screen readers announce new toasts. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div
      role="region"
      aria-label={t('Notifications')}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-end p-4 sm:top-2 sm:right-2 sm:left-auto"
    >
      <ol aria-live="polite" aria-relevant="additions text" className="flex w-full flex-col gap-3 sm:w-96">
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </div>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const { t } = useTranslation();
  const { label, Icon, accent, icon } = KIND_STYLES[item.kind];
  return (
    <li
      className={
        `pointer-events-auto flex items-start gap-3 rounded-xl border border-l-4 border-slate-200 ${accent} ` +
        'bg-white p-4 shadow-lg shadow-slate-900/10 transition-[opacity,translate] ease-out ' +
        'starting:translate-x-4 starting:opacity-0 ' +
        (item.leaving ? 'opacity-0' : 'opacity-100')
      }
      style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${icon}`} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">
          <span className="sr-only">{t('{{label}}:', { label: t(label) })} </span>
          {item.title ?? item.message}
        </p>
        {item.title ? <p className="mt-0.5 text-sm text-slate-700">{item.message}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        aria-label={t('Dismiss notification')}
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
