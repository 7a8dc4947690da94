// Errors that carry an HTTP status and a message safe to show a user. Anything else becomes a 500.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ValidationError extends HttpError {
  constructor(errors: Record<string, string>, message = Object.values(errors)[0] ?? 'The given data was invalid.') {
    super(422, message, errors);
    this.name = 'ValidationError';
  }
}

export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);

export const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not Found',
  405: 'That method is not allowed here.',
  413: 'The request is too large.',
  415: 'That type of content is not accepted.',
  419: 'Your session has expired. Please refresh the page and try again.',
  422: 'The given data was invalid.',
  429: 'Too many requests. Please try again later.',
  500: 'Something went wrong on our side. Please try again later.',
  503: 'The shop is briefly unavailable. Please try again shortly.',
};

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500] : 'The request could not be completed.');
}
