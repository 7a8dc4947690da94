// What confirm() and alert() put in the modal queue for <PopupHost /> to render.

export interface ConfirmOptions {
  title: string;
  text?: string;
  /** Label of the confirming button. Default 'Yes'. */
  confirmText?: string;
  /** Label of the cancelling button. Default 'Cancel'. */
  cancelText?: string;
  /** Styles the confirming button as destructive (red), e.g. for removing cart items. Default true. */
  destructive?: boolean;
}

export type AlertIcon = 'success' | 'error' | 'warning' | 'info';

export interface AlertOptions {
  icon: AlertIcon;
  title: string;
  text?: string;
  /** Closes the popup by itself after this many milliseconds (a bar shows the time left). */
  timer?: number;
  /** Label of the closing button. Default 'OK'. */
  confirmText?: string;
}

export type PopupRequest =
  | { kind: 'confirm'; options: ConfirmOptions; settle: (confirmed: boolean) => void }
  | { kind: 'alert'; options: AlertOptions; settle: () => void };
