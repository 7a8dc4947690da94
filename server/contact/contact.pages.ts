// The props of the contact page (docs/decisions/060).

export interface ContactPageProps {
  captchaUrl: string;
  contactEmail: string;
}

export interface ContactPages {
  'contact/index': ContactPageProps;
}
