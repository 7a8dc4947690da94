import * as Dialog from '@radix-ui/react-dialog';
import { router } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { fileLooksAcceptable } from '#server/accounts/account-fields.schemas';
import {
  PO_FILE_FIELD,
  PO_FILE_RULE,
  PO_NUMBER_MAX,
  PO_UPDATE_ERROR,
  PO_UPDATE_FAILED,
  PO_UPDATED,
  ZPurchaseOrderInput,
} from '#server/orders/orders.schemas';
import { toFieldErrors } from '#server/http/validation.rules';
import { MODAL_PANEL_CLASSES } from '#js/components/popups/modal-classes';
import { ModalOverlay } from '#js/components/popups/modal-overlay';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { FileField } from '#js/layouts/account/file-field';
import { jsonCall, JsonCallError } from '#js/lib/http';
import { useTranslation } from '#js/i18n';

type Errors = Partial<Record<'po_number' | typeof PO_FILE_FIELD, string>>;

/** Add PO Number (account-area §2 Organization order detail, §4, §5, §8). */
export function PurchaseOrderDialog({ url, orderNumber }: { url: string; orderNumber: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [poNumber, setPoNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [processing, setProcessing] = useState(false);

  function onOpenChange(next: boolean) {
    if (processing) return;
    setOpen(next);
    if (!next) {
      setPoNumber('');
      setFile(null);
      setErrors({});
    }
  }

  function onFileChange(next: File | null) {
    setFile(next);
    setErrors((current) => ({ ...current, [PO_FILE_FIELD]: next ? (fileLooksAcceptable(PO_FILE_RULE, next) ?? undefined) : undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const checked = ZPurchaseOrderInput.safeParse({ po_number: poNumber });
    const found: Errors = checked.success ? {} : (toFieldErrors(checked.error) as Errors);
    const fileProblem = file ? fileLooksAcceptable(PO_FILE_RULE, file) : null;
    if (fileProblem) found[PO_FILE_FIELD] = fileProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const body = new FormData();
    body.append('po_number', poNumber.trim());
    if (file) body.append(PO_FILE_FIELD, file);
    setProcessing(true);
    try {
      const answer = await jsonCall<{ success?: boolean; message?: string }>('POST', url, body);
      if (answer.success === false) throw new JsonCallError(answer.message || PO_UPDATE_FAILED, 200);
      toast.success(answer.message ?? PO_UPDATED);
      setOpen(false);
      // The page reloads and shows the PO (account-area §4).
      router.reload({ onFinish: () => setProcessing(false) });
    } catch (error) {
      setProcessing(false);
      if (error instanceof JsonCallError) {
        const fieldErrors = Object.fromEntries(Object.entries(error.errors).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])) as Errors;
        setErrors(fieldErrors);
        toast.error(error.message || PO_UPDATE_FAILED);
        return;
      }
      toast.error(PO_UPDATE_ERROR);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClasses('accent')}>{t('Add PO Number')}</Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content className={`${MODAL_PANEL_CLASSES} max-w-lg p-6 sm:p-8`}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t('Add PO Number')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t('For order #{{number}}. Attach the purchase order if you have it; once saved it cannot be changed here.', { number: orderNumber })}
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={processing}>
            <TextField
              label={t('PO Number')}
              name="po_number"
              required
              autoFocus
              maxLength={PO_NUMBER_MAX}
              value={poNumber}
              onChange={(event) => {
                setPoNumber(event.target.value);
                if (errors.po_number) setErrors((current) => ({ ...current, po_number: undefined }));
              }}
              error={errors.po_number && t(errors.po_number)}
              hint={t('Agencies without a PO number may enter N/A.')}
            />
            <FileField
              label={t('PO File (optional)')}
              name={PO_FILE_FIELD}
              rule={PO_FILE_RULE}
              file={file}
              onChange={onFileChange}
              error={errors[PO_FILE_FIELD] && t(errors[PO_FILE_FIELD])}
            />
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close className={buttonClasses('secondary')} disabled={processing}>
                {t('Cancel')}
              </Dialog.Close>
              <button type="submit" disabled={processing} className={buttonClasses('primary')}>
                {processing ? t('Saving…') : t('Save PO')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
