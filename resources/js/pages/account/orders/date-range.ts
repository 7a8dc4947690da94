// The calendar's range rule, kept pure so it is tested on its own.

/** The range after a click (account-area §4 "Calendar range"). */
export function nextRange(range: { start: string | null; end: string | null }, clicked: string): { start: string | null; end: string | null } {
  if (!range.start || range.end) return { start: clicked, end: null };
  if (clicked < range.start) return { start: clicked, end: null };
  return { start: range.start, end: clicked };
}
