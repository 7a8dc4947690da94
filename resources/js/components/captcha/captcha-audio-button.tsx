import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';
import { FALLBACK_ERROR_MESSAGE } from '#js/lib/http';

/**
 * "Listen to the code": plays the captcha's current code, spoken by the server (docs/decisions/151), for visitors
 * who cannot see the image. Fetched when pressed (never before: the image request draws the code), so a visitor
 * who gets a new code hears the new one. A refusal (no code, too many requests, no synthesizer) is announced.
 */
export function CaptchaAudioButton({ url, variant = 'secondary' }: { url: string; variant?: 'secondary' | 'ghost' }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const [error, setError] = useState('');
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      audio.current?.pause();
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  async function listen() {
    setError('');
    setState('loading');
    try {
      const answer = await fetch(`${url}?t=${Date.now()}`, { headers: { Accept: 'audio/wav, application/json' }, credentials: 'same-origin' });
      if (!answer.ok) {
        const body = (await answer.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? t(FALLBACK_ERROR_MESSAGE));
      }
      const blob = await answer.blob();
      audio.current?.pause();
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = URL.createObjectURL(blob);
      const player = new Audio(objectUrl.current);
      audio.current = player;
      player.addEventListener('ended', () => setState('idle'));
      setState('playing');
      await player.play();
    } catch (problem) {
      setState('idle');
      setError(problem instanceof Error && problem.message ? problem.message : t(FALLBACK_ERROR_MESSAGE));
    }
  }

  return (
    <>
      <button type="button" onClick={() => void listen()} disabled={state === 'loading'} className={buttonClasses(variant, 'sm')} data-captcha-audio={url}>
        <SpeakerIcon className="size-4" />
        {state === 'playing' ? t('Play the code again') : t('Listen to the code')}
      </button>
      <p role="status" className={error ? 'basis-full text-sm text-red-700' : 'sr-only'}>
        {error || (state === 'loading' ? t('Loading the spoken code…') : '')}
      </p>
    </>
  );
}

function SpeakerIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M11 5 6 9H2v6h4l5 4V5z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7" />
      <path d="M19 5a10 10 0 0 1 0 14" />
    </svg>
  );
}
