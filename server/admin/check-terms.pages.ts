import type { CheckTermsView } from '#server/accounts/check-terms.service';

/** The customer page's "Payment terms" box (docs/decisions/096): the school's terms and its latest request. */
export interface AdminCheckTerms extends CheckTermsView {
  /** The school's main account (a sub-user's page shows its school's terms). */
  holder_id: number;
  /** Set on the main account's page only: the staff actions. */
  urls: { approve: string; decline: string; switch_to_card: string } | null;
  reason_max_length: number;
}
