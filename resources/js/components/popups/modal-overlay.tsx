import * as Dialog from '@radix-ui/react-dialog';

/** The dimmed backdrop shared by every modal dialog. */
export function ModalOverlay() {
  return (
    <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/55 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
  );
}
