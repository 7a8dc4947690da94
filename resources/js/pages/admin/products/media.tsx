import { Head, router, useForm } from '@inertiajs/react';
import { useRef, useState } from 'react';
import type { ProductMediaFileSlot, ProductMediaPageProps } from '#server/admin/product-media.pages';
import {
  ALT_TEXT_MAX,
  PRODUCT_IMAGE_EXTENSIONS,
  PRODUCT_IMAGE_LARGEST,
  VIDEO_EXTENSIONS,
  type ProductImageRole,
} from '#server/catalog/product-media.rules';
import { route } from '#server/route-table';
import { buttonClasses } from '#js/components/ui/button-classes';
import { errorMessageOf } from '#js/lib/http';
import { uploadInChunks } from './chunked-upload';

const newKey = () => crypto.randomUUID();
const MEGABYTE = 1024 * 1024;
const sizeLabel = (bytes: number) => (bytes >= 1024 * MEGABYTE ? `${Math.round(bytes / (1024 * MEGABYTE))} GB` : `${Math.round(bytes / MEGABYTE)} MB`);
const fieldError = (message: string | undefined, id: string) =>
  message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;

/** admin.products.media: the product's pictures (resized on upload), its videos (sent in chunks) and its PDFs. */
export default function ProductMediaPage(props: ProductMediaPageProps) {
  const { product, images, earlier_pictures } = props;
  const main = images.find((image) => image.role === 'main');
  const gallery = images.filter((image) => image.role === 'gallery');
  return (
    <>
      <Head title={`Media: ${product.title}`} />
      <div className="mx-auto w-full max-w-5xl space-y-8">
        <header>
          <h1 className="text-2xl font-bold text-brand-900">Media: {product.title}</h1>
          <p className="mt-1 text-slate-700">
            Pictures are resized to the sizes the shop shows. Videos and guides stay private: only licence holders can open them; the trailer is a public
            preview. <a className="font-semibold text-brand-700 underline" href={product.shop_url}>See it in the shop</a>
          </p>
        </header>

        <section aria-labelledby="pictures-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="pictures-heading" className="text-lg font-semibold text-slate-900">Pictures</h2>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <div>
              <h3 className="font-semibold text-slate-800">Main image</h3>
              {main ? <PictureCard image={main} removeUrl={props.image_remove_url} /> : <p className="mt-2 text-sm text-slate-600">No uploaded main image yet.</p>}
              <ImageForm role="main" url={props.image_store_url} current={props.main_image_current} replacing={Boolean(props.main_image_current)} />
            </div>
            <div>
              <h3 className="font-semibold text-slate-800">Gallery</h3>
              {gallery.length === 0 ? <p className="mt-2 text-sm text-slate-600">No uploaded gallery pictures yet.</p> : null}
              <ul className="mt-2 grid grid-cols-2 gap-3">
                {gallery.map((image) => (
                  <li key={image.id}>
                    <PictureCard image={image} removeUrl={props.image_remove_url} />
                  </li>
                ))}
              </ul>
              <ImageForm role="gallery" url={props.image_store_url} current="" replacing={false} />
            </div>
          </div>
          {earlier_pictures.length > 0 ? (
            <div className="mt-6">
              <h3 className="font-semibold text-slate-800">Pictures from before uploads</h3>
              <p className="text-sm text-slate-600">The shop still shows these (without alt text). Remove them once uploaded pictures replace them.</p>
              <ul className="mt-2 flex flex-wrap gap-3">
                {earlier_pictures.map((address) => (
                  <li key={address} className="w-32">
                    <img src={address} alt="" className="aspect-[4/3] w-full rounded-lg border border-slate-200 object-cover" />
                    <RemoveButton url={props.image_remove_url} data={{ address }} question="Remove this picture from the product?" label="Remove" />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>

        <section aria-labelledby="videos-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="videos-heading" className="text-lg font-semibold text-slate-900">Videos</h2>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            {props.videos.map((slot) => (
              <VideoSlot key={slot.asset} productId={product.id} slot={slot} />
            ))}
          </div>
        </section>

        <section aria-labelledby="documents-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">Guides and coloring books</h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            {props.documents.map((slot) => (
              <DocumentSlot key={slot.asset} slot={slot} />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

function PictureCard({ image, removeUrl }: { image: ProductMediaPageProps['images'][number]; removeUrl: string }) {
  return (
    <figure className="mt-2">
      <img src={image.url} alt={image.alt_text} className="aspect-[4/3] w-full rounded-lg border border-slate-200 object-cover" />
      <figcaption className="mt-1 text-sm text-slate-700">
        {image.alt_text} <span className="text-slate-500">({image.width}×{image.height})</span>
      </figcaption>
      <RemoveButton url={removeUrl} data={{ image_id: image.id }} question="Remove this picture? The shop stops showing it at once." label="Remove picture" />
    </figure>
  );
}

/** A remove post behind a confirmation, as the other staff actions ask. */
function RemoveButton({ url, data, question, label }: { url: string; data: Record<string, string | number>; question: string; label: string }) {
  const [key] = useState(newKey);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className={buttonClasses('secondary', 'sm', 'mt-2')}
      onClick={() => {
        if (!window.confirm(question)) return;
        router.post(url, { ...data, idempotency_key: key }, { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) });
      }}
    >
      {label}
    </button>
  );
}

function ImageForm({ role, url, current, replacing }: { role: ProductImageRole; url: string; current: string; replacing: boolean }) {
  const form = useForm<{ role: ProductImageRole; alt_text: string; image: File | null; expected_current: string; idempotency_key: string }>({
    role,
    alt_text: '',
    image: null,
    expected_current: current,
    idempotency_key: newKey(),
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const id = `image-${role}`;
  return (
    <form
      className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (replacing && !window.confirm('Replace the main image? The current one is deleted.')) return;
        form.transform((data) => ({ ...data, expected_current: current }));
        form.post(url, {
          forceFormData: true,
          preserveScroll: true,
          errorBag: id,
          onSuccess: () => {
            form.reset('alt_text', 'image');
            form.setData('idempotency_key', newKey());
            if (fileInput.current) fileInput.current.value = '';
          },
        });
      }}
    >
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
          {role === 'main' ? (replacing ? 'Replace the main image' : 'Upload the main image') : 'Add a gallery picture'}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          name="image"
          type="file"
          accept={PRODUCT_IMAGE_EXTENSIONS.join(',')}
          aria-describedby={`${id}-file-help${form.errors.image ? ` ${id}-file-error` : ''}`}
          aria-invalid={form.errors.image ? true : undefined}
          onChange={(event) => form.setData('image', event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm"
        />
        <p id={`${id}-file-help`} className="text-xs text-slate-600">JPEG, PNG or WebP, at least {PRODUCT_IMAGE_LARGEST} pixels wide, up to 15 MB.</p>
        {fieldError(form.errors.image, `${id}-file-error`)}
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-slate-800">Alt text (what the picture shows)</label>
        <input
          id={`${id}-alt`}
          name="alt_text"
          type="text"
          maxLength={ALT_TEXT_MAX}
          value={form.data.alt_text}
          onChange={(event) => form.setData('alt_text', event.target.value)}
          aria-invalid={form.errors.alt_text ? true : undefined}
          aria-describedby={form.errors.alt_text ? `${id}-alt-error` : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        {fieldError(form.errors.alt_text, `${id}-alt-error`)}
      </div>
      {fieldError(form.errors.role ?? form.errors.idempotency_key, `${id}-form-error`)}
      {form.progress ? <progress className="w-full" max={100} value={form.progress.percentage ?? 0} /> : null}
      <button type="submit" disabled={form.processing} className={buttonClasses('primary', 'sm')}>
        {form.processing ? 'Uploading…' : role === 'main' ? 'Save main image' : 'Add to gallery'}
      </button>
    </form>
  );
}

function CurrentFile({ slot }: { slot: ProductMediaFileSlot }) {
  if (!slot.current) return <p className="mt-1 text-sm text-slate-600">None yet.</p>;
  return (
    <div className="mt-1 text-sm text-slate-700">
      <p className="break-all">On file: {slot.current}</p>
      {slot.open_url ? (
        <a href={slot.open_url} className="mr-3 font-semibold text-brand-700 underline">
          Open
        </a>
      ) : null}
      <RemoveButton url={slot.remove_url} data={{ expected_current: slot.current }} question={`Remove the ${slot.label.toLowerCase()}? Buyers can no longer open it.`} label={`Remove: ${slot.label}`} />
    </div>
  );
}

function DocumentSlot({ slot }: { slot: ProductMediaPageProps['documents'][number] }) {
  const form = useForm<{ file: File | null; expected_current: string; idempotency_key: string }>({ file: null, expected_current: slot.current, idempotency_key: newKey() });
  const id = `document-${slot.asset}`;
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <h3 className="font-semibold text-slate-800">{slot.label}</h3>
      <CurrentFile slot={slot} />
      <form
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (slot.current && !window.confirm(`Replace the ${slot.label.toLowerCase()}? The current file is deleted.`)) return;
          form.transform((data) => ({ ...data, expected_current: slot.current }));
          form.post(slot.store_url, { forceFormData: true, preserveScroll: true, errorBag: id, onSuccess: () => form.setData('idempotency_key', newKey()) });
        }}
      >
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">{slot.current ? 'Replace with a PDF' : 'Upload a PDF'}</label>
        <input id={`${id}-file`} name="file" type="file" accept=".pdf,application/pdf" onChange={(event) => form.setData('file', event.target.files?.[0] ?? null)} className="block w-full text-sm" />
        {fieldError(form.errors.file ?? form.errors.expected_current, `${id}-error`)}
        {form.progress ? <progress className="w-full" max={100} value={form.progress.percentage ?? 0} /> : null}
        <button type="submit" disabled={form.processing} className={buttonClasses('primary', 'sm')}>
          Save PDF
        </button>
      </form>
    </div>
  );
}

function VideoSlot({ productId, slot }: { productId: number; slot: ProductMediaPageProps['videos'][number] }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const abort = useRef<AbortController | null>(null);
  const id = `video-${slot.asset}`;

  async function onUpload() {
    if (!file) return setError('Please choose a video file.');
    if (file.size > slot.max_bytes) return setError(`The file is larger than ${sizeLabel(slot.max_bytes)}.`);
    if (slot.current && !window.confirm(`Replace the ${slot.label.toLowerCase()}? The current file is deleted.`)) return;
    setError(null);
    abort.current = new AbortController();
    try {
      const uploadId = await uploadInChunks({
        productId,
        asset: slot.asset,
        file,
        startUrl: slot.start_url,
        uploadUrl: (uploadId) => route('admin.products.media.uploads.show', { id: productId, uploadId }),
        chunkUrl: (uploadId, index) => route('admin.products.media.uploads.chunk', { id: productId, uploadId, index }),
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      router.post(
        route('admin.products.media.uploads.complete', { id: productId, uploadId }),
        { idempotency_key: key, expected_current: slot.current },
        {
          preserveScroll: true,
          errorBag: id,
          onError: (errors) => setError(Object.values(errors)[0] ?? 'The video could not be saved.'),
          onSuccess: () => {
            setKey(newKey());
            setFile(null);
          },
          onFinish: () => setProgress(null),
        },
      );
    } catch (caught) {
      setProgress(null);
      setError(errorMessageOf(caught));
    }
  }

  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <h3 className="font-semibold text-slate-800">{slot.label}</h3>
      <p className="text-xs text-slate-600">
        {slot.asset === 'trailer' ? 'A public preview on the product page.' : 'Private: licence holders watch it in My Programs.'} MP4 or WebM, up to {sizeLabel(slot.max_bytes)}.
      </p>
      <CurrentFile slot={slot} />
      <div className="mt-2 space-y-2">
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">{slot.current ? 'Replace with a video' : 'Upload a video'}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={[...VIDEO_EXTENSIONS, 'video/mp4', 'video/webm'].join(',')}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full text-sm"
        />
        {progress !== null ? (
          <div>
            <progress aria-label={`${slot.label} upload`} className="w-full" max={100} value={Math.round(progress * 100)} />
            <p className="text-xs text-slate-600" aria-live="polite">{Math.round(progress * 100)}% sent</p>
          </div>
        ) : null}
        {fieldError(error ?? undefined, `${id}-error`)}
        <div className="flex gap-2">
          <button type="button" onClick={() => void onUpload()} disabled={progress !== null} className={buttonClasses('primary', 'sm')}>
            Upload video
          </button>
          {progress !== null ? (
            <button type="button" onClick={() => abort.current?.abort()} className={buttonClasses('secondary', 'sm')}>
              Pause
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
