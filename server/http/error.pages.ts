// The props of the error page every failed page visit renders (error-handler.ts; docs/decisions/060).

export interface ErrorPageProps {
  status: number;
  message?: string;
}

export interface HttpPages {
  error: ErrorPageProps;
}
