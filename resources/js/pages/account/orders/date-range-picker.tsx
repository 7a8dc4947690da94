import * as Popover from '@radix-ui/react-popover';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, ChevronDownIcon } from '#js/components/icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatDate, INTL_LOCALE, useTranslation, type Locale } from '#js/i18n';
import { nextRange } from './date-range';

// The Purchase Date filter (account-area §2, §4, §9): two months side by side, weeks from Monday, a year choice
// from ten years back to ten ahead. The first click sets the start; the second sets the end unless it is before
// the start, which starts the range again. Dates are calendar days written YYYY-MM-DD.

export const CALENDAR_YEARS_AROUND = 10;

interface YearMonth {
  year: number;
  month: number; // 0-11
}

/**
 * The calendar's names in the page's language, from Intl rather than the catalogue: weekday columns Monday to Sunday
 * as two letters ("Mo" / "Lu") with the full name as their abbr, and the twelve month names of the month choice.
 */
export function calendarNames(locale: Locale) {
  const intl = INTL_LOCALE[locale];
  const weekdayShort = new Intl.DateTimeFormat(intl, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(intl, { month: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    const day = Date.UTC(2024, 0, 1 + index);
    const short = weekdayShort.format(day).slice(0, 2);
    return { short: short.charAt(0).toLocaleUpperCase(intl) + short.slice(1), long: weekdayLong.format(day) };
  });
  const months = Array.from({ length: 12 }, (_, month) => monthName.format(Date.UTC(2024, month, 1)));
  return { weekdays, months };
}

/** "January 2026" / "enero de 2026". */
export const monthTitle = ({ year, month }: YearMonth, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month, 1));

const pad = (value: number) => String(value).padStart(2, '0');
export const isoOf = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const partsOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month: month - 1, day };
};
const addDays = (iso: string, days: number) => {
  const { year, month, day } = partsOf(iso);
  return isoOf(year, month, day + days);
};
const addMonths = ({ year, month }: YearMonth, months: number): YearMonth => {
  const date = new Date(Date.UTC(year, month + months, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
};
const monthIndex = ({ year, month }: YearMonth) => year * 12 + month;
const todayIso = () => {
  const now = new Date();
  return isoOf(now.getFullYear(), now.getMonth(), now.getDate());
};

const toUtcDate = (iso: string) => {
  const { year, month, day } = partsOf(iso);
  return new Date(Date.UTC(year, month, day));
};
export const formatShortDate = (iso: string, locale: Locale) =>
  formatDate(toUtcDate(iso), locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatLongDate = (iso: string, locale: Locale) =>
  formatDate(toUtcDate(iso), locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Monday-first cells of a month, with null for the days of the neighbouring months. */
function monthCells({ year, month }: YearMonth): (string | null)[] {
  const first = new Date(Date.UTC(year, month, 1));
  const leading = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= days; day++) cells.push(isoOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

interface DateRangePickerProps {
  from: string | null;
  to: string | null;
  onApply: (from: string | null, to: string | null) => void;
}

export function DateRangePicker({ from, to, onApply }: DateRangePickerProps) {
  const { t, locale } = useTranslation();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<{ start: string | null; end: string | null }>({ start: from, end: to });
  const [view, setView] = useState<YearMonth>(() => partsOf(from ?? todayIso()));
  const [focused, setFocused] = useState<string>(from ?? todayIso());
  const gridRef = useRef<HTMLDivElement>(null);
  const currentYear = new Date().getFullYear();
  const years = Array.from({ length: CALENDAR_YEARS_AROUND * 2 + 1 }, (_, index) => currentYear - CALENDAR_YEARS_AROUND + index);
  const minMonth: YearMonth = { year: currentYear - CALENDAR_YEARS_AROUND, month: 0 };
  const maxFirstMonth: YearMonth = { year: currentYear + CALENDAR_YEARS_AROUND, month: 10 };

  function onOpenChange(next: boolean) {
    if (next) {
      // Each opening starts from the applied range.
      const anchor = from ?? todayIso();
      setRange({ start: from, end: to });
      setView(partsOf(anchor));
      setFocused(anchor);
    }
    setOpen(next);
  }

  function showMonth(target: YearMonth) {
    const clamped = monthIndex(target) < monthIndex(minMonth) ? minMonth : monthIndex(target) > monthIndex(maxFirstMonth) ? maxFirstMonth : target;
    setView(clamped);
  }

  function moveFocus(iso: string) {
    const target = partsOf(iso);
    const index = monthIndex(target);
    if (index < monthIndex(minMonth) || index > monthIndex(maxFirstMonth) + 1) return;
    if (index < monthIndex(view)) showMonth(target);
    else if (index > monthIndex(view) + 1) showMonth(addMonths(target, -1));
    setFocused(iso);
  }

  useEffect(() => {
    if (!open) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`);
    if (button && gridRef.current?.contains(document.activeElement)) button.focus();
  }, [focused, view, open]);

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, iso: string) {
    const { year, month, day } = partsOf(iso);
    const weekday = (new Date(Date.UTC(year, month, day)).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(iso, -1),
      ArrowRight: () => addDays(iso, 1),
      ArrowUp: () => addDays(iso, -7),
      ArrowDown: () => addDays(iso, 7),
      Home: () => addDays(iso, -weekday),
      End: () => addDays(iso, 6 - weekday),
      PageUp: () => isoOf(year, month - 1, Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate())),
      PageDown: () => isoOf(year, month + 1, Math.min(day, new Date(Date.UTC(year, month + 2, 0)).getUTCDate())),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move());
  }

  function onSetDates() {
    onApply(range.start, range.end ?? range.start);
    setOpen(false);
  }

  const triggerText = from ? `${formatShortDate(from, locale)} – ${formatShortDate(to ?? from, locale)}` : null;
  const months = [view, addMonths(view, 1)];
  // One day of the grid is in the tab order: the focused one if it is shown, else the first shown day.
  const shown = monthIndex(partsOf(focused));
  const tabDate = shown === monthIndex(months[0]) || shown === monthIndex(months[1]) ? focused : isoOf(view.year, view.month, 1);
  const selectionText = range.start
    ? range.end
      ? t('Selected {{start}} to {{end}}', { start: formatShortDate(range.start, locale), end: formatShortDate(range.end, locale) })
      : t('Start {{start}}: now choose the end date', { start: formatShortDate(range.start, locale) })
    : t('Choose the first day');

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={buttonClasses('secondary', 'md', 'justify-between data-[state=open]:border-brand-500')}>
        <span>
          {t('Purchase Date')}
          {triggerText ? <span className="ml-2 font-normal text-slate-600">{triggerText}</span> : null}
        </span>
        <ChevronDownIcon className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          aria-label={t('Choose a purchase date range')}
          className="z-50 flex max-h-(--radix-popover-content-available-height) w-[min(42rem,calc(100vw-1.5rem))] flex-col rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
        >
          {/* Only the calendars scroll when the space is short: the choice and its buttons stay in sight. */}
          <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
            <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-2">
              <button type="button" onClick={() => showMonth(addMonths(view, -1))} disabled={monthIndex(view) <= monthIndex(minMonth)} className={buttonClasses('ghost', 'sm', 'px-2.5')} aria-label={t('Previous month')}>
                <ArrowLeftIcon className="size-5" />
              </button>
              <div className="flex min-w-0 justify-center gap-2">
                <label className="sr-only" htmlFor="calendar-month">
                  {t('Month')}
                </label>
                <select id="calendar-month" value={view.month} onChange={(e) => showMonth({ year: view.year, month: Number(e.target.value) })} className="min-h-9 min-w-0 rounded-lg border border-slate-300 px-2 text-sm">
                  {calendarNames(locale).months.map((name, index) => (
                    <option key={name} value={index}>
                      {name}
                    </option>
                  ))}
                </select>
                <label className="sr-only" htmlFor="calendar-year">
                  {t('Year')}
                </label>
                <select id="calendar-year" value={view.year} onChange={(e) => showMonth({ year: Number(e.target.value), month: view.month })} className="min-h-9 min-w-0 rounded-lg border border-slate-300 px-2 text-sm">
                  {years.map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" onClick={() => showMonth(addMonths(view, 1))} disabled={monthIndex(view) >= monthIndex(maxFirstMonth)} className={buttonClasses('ghost', 'sm', 'px-2.5')} aria-label={t('Next month')}>
                <ArrowRightIcon className="size-5" />
              </button>
            </div>

            <div ref={gridRef} className="mt-4 grid gap-6 sm:grid-cols-2">
              {months.map((month) => (
                <MonthGrid
                  key={`${month.year}-${month.month}`}
                  month={month}
                  range={range}
                  tabDate={tabDate}
                  onPick={(iso) => {
                    setRange((current) => nextRange(current, iso));
                    setFocused(iso);
                  }}
                  onKeyDown={onDayKeyDown}
                />
              ))}
            </div>
          </div>

          <div className="flex shrink-0 flex-wrap items-center justify-end gap-x-3 gap-y-2 border-t border-slate-200 px-4 py-3 sm:px-5">
            <p className="w-full text-sm text-slate-700 sm:mr-auto sm:w-auto" aria-live="polite">
              {selectionText}
            </p>
            <Popover.Close className={buttonClasses('secondary', 'sm')}>{t('Cancel')}</Popover.Close>
            <button type="button" onClick={onSetDates} disabled={!range.start} className={buttonClasses('primary', 'sm')}>
              {t('Set Dates')}
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function MonthGrid({
  month,
  range,
  tabDate,
  onPick,
  onKeyDown,
}: {
  month: YearMonth;
  range: { start: string | null; end: string | null };
  tabDate: string;
  onPick: (iso: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, iso: string) => void;
}) {
  const { t, locale } = useTranslation();
  const cells = monthCells(month);
  const today = todayIso();
  const title = monthTitle(month, locale);
  const { weekdays } = calendarNames(locale);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));

  return (
    <div>
      <p className="mb-2 text-center text-sm font-bold text-slate-900" id={`calendar-${month.year}-${month.month}`}>
        {title}
      </p>
      <table role="grid" aria-labelledby={`calendar-${month.year}-${month.month}`} className="w-full border-collapse text-center text-sm">
        <thead>
          <tr>
            {weekdays.map(({ short, long }) => (
              <th key={long} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-slate-500">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((iso, dayIndex) => {
                if (!iso) return <td key={dayIndex} />;
                const isStart = iso === range.start;
                const isEnd = iso === range.end;
                const inRange = Boolean(range.start && range.end && iso > range.start && iso < range.end);
                const selected = isStart || isEnd;
                return (
                  <td key={iso} className={`p-0.5 ${inRange ? 'bg-brand-50' : ''}`}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === tabDate ? 0 : -1}
                      aria-pressed={selected}
                      aria-label={`${formatLongDate(iso, locale)}${isStart ? t(', start date') : ''}${isEnd ? t(', end date') : ''}`}
                      aria-current={iso === today ? 'date' : undefined}
                      onClick={() => onPick(iso)}
                      onKeyDown={(event) => onKeyDown(event, iso)}
                      className={
                        'mx-auto flex size-9 items-center justify-center rounded-full font-medium transition-colors ' +
                        (selected
                          ? 'bg-brand-700 text-white hover:bg-brand-800'
                          : inRange
                            ? 'text-brand-900 hover:bg-brand-100'
                            : 'text-slate-800 hover:bg-slate-100') +
                        (iso === today && !selected ? ' ring-1 ring-brand-500' : '')
                      }
                    >
                      {partsOf(iso).day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
