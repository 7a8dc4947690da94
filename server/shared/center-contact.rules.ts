// How visitors reach the center, shown in the top bar and footer. One place to change them.
// Dependency-free: the pages and the e-mails both show it. The number is to be confirmed by the center before launch.
export const CENTER_CONTACT = {
  name: "The Women's Center of Tarrant County",
  phoneDisplay: '(817) 927-4040',
  phoneHref: 'tel:+18179274040',
  city: 'Fort Worth, Texas',
  /** Where checks are mailed (the quote document's remit-to block); to be confirmed by the center before launch. */
  remitTo: {
    payableTo: "The Women's Center of Tarrant County",
    /** Written "Attn: Play It Safe" (in the document's language). */
    attention: 'Play It Safe',
    street: '1723 Hemphill Street',
    cityStateZip: 'Fort Worth, TX 76110',
  },
} as const;
