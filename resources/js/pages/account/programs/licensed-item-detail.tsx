import { Head, Link } from '@inertiajs/react';
import { useRef, useState } from 'react';
import type { LicensedItemDetailPageProps } from '#server/licensing/licensing.pages';
import { ArrowLeftIcon } from '#js/components/icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { jsonCall } from '#js/lib/http';
import { rich, useTranslation } from '#js/i18n';

type Playing = 'video' | 'trailer';

/**
 * Watch Video, Watch Trailer, the guides and the video description (account-area §2). Every file comes from the
 * licensing.media route, which checks the licence on each request. Starting the video records a view; a failed
 * record is ignored (§4).
 */
export function LicensedItemDetail({ variant, product, licence, media, viewing, listUrl }: LicensedItemDetailPageProps & { variant: 'programs' | 'videos' }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const recorded = useRef(false);
  const video = media.find((link) => link.asset === 'video');
  const trailer = media.find((link) => link.asset === 'trailer');
  const guides = media.filter((link) => link.kind === 'pdf');
  const [playing, setPlaying] = useState<Playing>(video ? 'video' : 'trailer');
  const [failed, setFailed] = useState(false);
  const source = playing === 'video' ? video : trailer;

  function onWatch(next: Playing) {
    const player = videoRef.current;
    setFailed(false);
    if (next === 'video') recorded.current = false;
    if (next !== playing) {
      setPlaying(next);
      // The new source loads after render; autoplay once it can.
      requestAnimationFrame(() => void videoRef.current?.play().catch(() => undefined));
      return;
    }
    if (player) {
      if (player.ended) player.currentTime = 0;
      void player.play().catch(() => undefined);
    }
  }

  function onPlay() {
    if (playing !== 'video' || recorded.current) return;
    recorded.current = true;
    jsonCall('POST', viewing.url, viewing.payload).catch(() => undefined);
  }


  return (
    <>
      <Head title={product.title} />
      <Link href={listUrl} className="mb-4 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeftIcon className="size-4" />
        {variant === 'programs' ? t('Back to My Programs') : t('Back to My Videos')}
      </Link>
      <header className="mb-6">
        {product.grade ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{product.grade}</p> : null}
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{product.title}</h1>
        {product.subtitle ? <p className="mt-1 text-slate-600">{product.subtitle}</p> : null}
        {licence.licence_expires_on ? (
          <p className="mt-2 text-sm text-slate-700">
            {rich(t('License valid until <strong>{{date}}</strong>', { date: licence.licence_expires_on }), {
              strong: (part) => <span className="font-semibold">{part}</span>,
            })}
          </p>
        ) : null}
      </header>

      <section aria-label={t('Player')} className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-950">
        {source ? (
          <video
            ref={videoRef}
            key={source.url}
            src={source.url}
            controls
            playsInline
            preload="metadata"
            controlsList="nodownload"
            aria-label={playing === 'video' ? t('Video: {{title}}', { title: product.title }) : t('Trailer: {{title}}', { title: product.title })}
            onPlay={onPlay}
            onEnded={() => {
              if (playing === 'video') recorded.current = false;
            }}
            onError={() => setFailed(true)}
            onContextMenu={(event) => event.preventDefault()}
            className="aspect-video w-full bg-black"
          />
        ) : (
          <p className="flex aspect-video items-center justify-center p-6 text-center text-slate-200">{t('This item has no video to watch yet.')}</p>
        )}
      </section>
      {failed ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {playing === 'video'
            ? t('The video could not be loaded. Please reload the page; if it keeps happening, contact us.')
            : t('The trailer could not be loaded. Please reload the page; if it keeps happening, contact us.')}
        </p>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-3">
        {video ? (
          <button type="button" onClick={() => onWatch('video')} aria-pressed={playing === 'video'} className={buttonClasses('primary')}>
            {video.label}
          </button>
        ) : null}
        {trailer ? (
          <button type="button" onClick={() => onWatch('trailer')} aria-pressed={playing === 'trailer'} className={buttonClasses('secondary')}>
            {trailer.label}
          </button>
        ) : null}
      </div>

      {guides.length > 0 ? (
        <section aria-labelledby="guides-heading" className="mt-8">
          <h2 id="guides-heading" className="text-lg font-bold text-slate-900">
            {t('Guides and coloring books')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {guides.map((guide) => (
              <li key={guide.asset}>
                <a
                  href={guide.url}
                  target="_blank"
                  rel="noopener"
                  className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50"
                >
                  <span>{guide.label}</span>
                  <span className="text-xs font-medium text-slate-500">
                    {t('PDF')}
                    <span className="sr-only"> {t('(opens in a new tab)')}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {product.video_description ? (
        <section aria-labelledby="video-description-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="video-description-heading" className="text-lg font-bold text-slate-900">
            {t('Video Description')}
          </h2>
          {/* Sanitized on the server from the staff's Markdown (server/shared/rich-text.rules.ts). */}
          <div className="rich-text mt-2 space-y-3 text-slate-700" dangerouslySetInnerHTML={{ __html: product.video_description }} />
        </section>
      ) : null}
      {product.description ? (
        <section aria-labelledby="about-heading" className="mt-6">
          <h2 id="about-heading" className="text-lg font-bold text-slate-900">
            {variant === 'programs' ? t('About this program') : t('About this video')}
          </h2>
          <div className="rich-text mt-2 space-y-3 text-slate-700" dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      ) : null}
    </>
  );
}
