// How visitors reach the center, shown in the top bar and footer. One place to change them.
// Dependency-free: the pages and the e-mails both show it. The number is to be confirmed by the center before launch.
export const CENTER_CONTACT = {
  name: "The Women's Center of Tarrant County",
  phoneDisplay: '(817) 927-4040',
  phoneHref: 'tel:+18179274040',
  city: 'Fort Worth, Texas',
} as const;
