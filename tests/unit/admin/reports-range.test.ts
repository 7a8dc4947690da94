import { describe, expect, it } from 'vitest';
import { firstDayMonthsBefore, monthsOf, resolveReportRange } from '#server/admin/reports.schemas';
import { monthLabelOf, percentOf } from '#server/admin/reports.service';

// The reports' date range (docs/decisions/125): defaults, limits and the months it covers.

describe('resolveReportRange', () => {
  it('defaults to the first day of the month 11 months ago up to today', () => {
    expect(resolveReportRange({}, '2026-11-24')).toEqual({ range: { from: '2025-12-01', to: '2026-11-24' } });
    expect(resolveReportRange({}, '2026-01-31')).toEqual({ range: { from: '2025-02-01', to: '2026-01-31' } });
  });

  it('takes 12 months before a given end when only the end is given', () => {
    expect(resolveReportRange({ to: '2024-03-15' }, '2026-11-24')).toEqual({ range: { from: '2023-04-01', to: '2024-03-15' } });
  });

  it('refuses a reversed range, also against the default end', () => {
    expect(resolveReportRange({ from: '2024-05-01', to: '2024-04-30' }, '2026-11-24')).toEqual({ errors: { to: 'The end date cannot be before the start date.' } });
    expect(resolveReportRange({ from: '2026-12-01' }, '2026-11-24')).toEqual({ errors: { to: 'The end date cannot be before the start date.' } });
  });

  it('takes at most 5 years, counted from the first day', () => {
    expect(resolveReportRange({ from: '2020-02-29', to: '2025-02-28' }, '2026-11-24')).toEqual({ range: { from: '2020-02-29', to: '2025-02-28' } });
    expect(resolveReportRange({ from: '2020-03-01', to: '2025-03-01' }, '2026-11-24')).toEqual({ errors: { to: 'Please choose a range of at most 5 years.' } });
  });
});

describe('monthsOf and labels', () => {
  it('lists every month the range touches, across a year end', () => {
    expect(monthsOf({ from: '2023-11-15', to: '2024-02-01' })).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
    expect(monthsOf({ from: '2024-02-10', to: '2024-02-10' })).toEqual(['2024-02']);
  });

  it('names months and rounds percentages to one decimal', () => {
    expect(monthLabelOf('2024-01')).toBe('Jan 2024');
    expect(firstDayMonthsBefore('2024-03-31', 1)).toBe('2024-02-01');
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
  });
});
