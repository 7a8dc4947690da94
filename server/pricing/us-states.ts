// Addresses may carry a state as its two-letter code or its name; tax rates are keyed by the code.
const US_STATES: Record<string, string> = {
  ALABAMA: 'AL', ALASKA: 'AK', ARIZONA: 'AZ', ARKANSAS: 'AR', CALIFORNIA: 'CA', COLORADO: 'CO', CONNECTICUT: 'CT',
  DELAWARE: 'DE', 'DISTRICT OF COLUMBIA': 'DC', FLORIDA: 'FL', GEORGIA: 'GA', HAWAII: 'HI', IDAHO: 'ID', ILLINOIS: 'IL',
  INDIANA: 'IN', IOWA: 'IA', KANSAS: 'KS', KENTUCKY: 'KY', LOUISIANA: 'LA', MAINE: 'ME', MARYLAND: 'MD',
  MASSACHUSETTS: 'MA', MICHIGAN: 'MI', MINNESOTA: 'MN', MISSISSIPPI: 'MS', MISSOURI: 'MO', MONTANA: 'MT',
  NEBRASKA: 'NE', NEVADA: 'NV', 'NEW HAMPSHIRE': 'NH', 'NEW JERSEY': 'NJ', 'NEW MEXICO': 'NM', 'NEW YORK': 'NY',
  'NORTH CAROLINA': 'NC', 'NORTH DAKOTA': 'ND', OHIO: 'OH', OKLAHOMA: 'OK', OREGON: 'OR', PENNSYLVANIA: 'PA',
  'RHODE ISLAND': 'RI', 'SOUTH CAROLINA': 'SC', 'SOUTH DAKOTA': 'SD', TENNESSEE: 'TN', TEXAS: 'TX', UTAH: 'UT',
  VERMONT: 'VT', VIRGINIA: 'VA', WASHINGTON: 'WA', 'WEST VIRGINIA': 'WV', WISCONSIN: 'WI', WYOMING: 'WY',
  'PUERTO RICO': 'PR', GUAM: 'GU', 'U.S. VIRGIN ISLANDS': 'VI', 'AMERICAN SAMOA': 'AS', 'NORTHERN MARIANA ISLANDS': 'MP',
};
const CODES = new Set(Object.values(US_STATES));

/** 'tx', 'Texas', ' TX ' → 'TX'; anything unknown → null. */
export function normalizeStateCode(state: string | null | undefined): string | null {
  if (!state) return null;
  const upper = state.trim().replace(/\s+/g, ' ').toUpperCase();
  if (CODES.has(upper)) return upper;
  return US_STATES[upper] ?? null;
}

const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s.])([a-z])/g, (_whole, before: string, letter: string) => before + letter.toUpperCase());

/** Every state and territory a tax line can be limited to, by name, for the staff forms. */
export const US_STATE_OPTIONS: readonly { code: string; name: string }[] = Object.entries(US_STATES)
  .map(([name, code]) => ({ code, name: titleCase(name) }))
  .sort((a, b) => a.name.localeCompare(b.name));
