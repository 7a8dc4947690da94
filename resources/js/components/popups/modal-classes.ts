// The look of every modal dialog, kept apart from ModalOverlay so that a native <dialog> (the journey popup,
// docs/decisions/168) takes its classes without loading Radix's Dialog.

export const MODAL_PANEL_CLASSES =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 ' +
  'overflow-y-auto rounded-3xl bg-white shadow-2xl shadow-slate-950/20 outline-none ' +
  'transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0';

/** What a native modal <dialog> adds to MODAL_PANEL_CLASSES: the browser's own margin, border and insets reset
 *  (the panel centres itself), and the same dimmed backdrop as ModalOverlay. */
export const NATIVE_DIALOG_CLASSES =
  'm-0 border-0 text-inherit bottom-auto right-auto backdrop:bg-slate-950/55 backdrop:backdrop-blur-[2px]';
