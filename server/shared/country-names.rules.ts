/** A country as addresses show it: the shop ships within the US, other codes are shown as stored. */
export const countryName = (code: string) => (code === 'US' ? 'United States' : code);
