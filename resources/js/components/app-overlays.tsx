import { PopupHost } from './popups/popup-host';
import { Toaster } from './toast/toaster';
import { useFlashToasts } from './toast/use-flash-toasts';

/** Toasts, confirm/alert popups and flash-to-toast wiring. Every layout mounts this once. */
export function AppOverlays() {
  useFlashToasts();
  return (
    <>
      <Toaster />
      <PopupHost />
    </>
  );
}
