import type { ContactFormOptions } from './contact-options.js';

// The props of the contact page (docs/decisions/060).

export interface ContactPageProps {
  captchaUrl: string;
  contactEmail: string;
  options: ContactFormOptions;
}

export interface ContactPages {
  'contact/index': ContactPageProps;
}
