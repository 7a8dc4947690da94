// A choice of a form as the server sends it (docs/decisions/163-option-labels-banners-calendar.md): the value is what
// the page sends back and the server validates and stores (the English option, a code); the label is what the
// visitor reads, in their language.
export interface FormOption {
  value: string;
  label: string;
}
