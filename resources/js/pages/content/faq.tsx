import { Head, Link } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { CallToAction, ContentBody } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { ChevronRightIcon } from '#js/components/storefront/storefront-icons';
import { msg, rich, useTranslation } from '#js/i18n';

/** An answer's `<link>…</link>` part goes to `href`. */
const GROUPS: { title: string; questions: { q: string; a: string; href?: string }[] }[] = [
  {
    title: msg('The program'),
    questions: [
      {
        q: msg('Who is Play It Safe for?'),
        a: msg(
          'Schools and organizations present it in classrooms, from Pre-K through 12th grade: 14 presentations in all, one for each grade. Parents and caregivers can rent or buy the videos to watch with their children at home.',
        ),
      },
      {
        q: msg('What do children learn?'),
        a: msg(
          'The three types of touch (safe, unsafe and unwanted) and a 3-part safety rule: Say No, Get Away, Tell Someone. Older students apply the same ideas to boundaries, healthy relationships, online pressure and helping a friend. See <link>how the program works</link>.',
        ),
        href: route('client.about.play-it-safe'),
      },
      {
        q: msg('Will it frighten young children?'),
        a: msg(
          'No. The lessons use calm, everyday examples, songs, puppets and the Joe & Suzy dolls. Nothing frightening is shown; the focus is on what children can do and who they can tell.',
        ),
      },
      {
        q: msg('How long is a presentation?'),
        a: msg('Each program is a one-hour classroom presentation with a 10-20 minute video, written for one grade.'),
      },
      {
        q: msg('What is included for the youngest grades?'),
        a: msg('Every Pre-K to 2nd grade program includes Joe & Suzy teaching dolls and 25 coloring books, one for each child to take home.'),
      },
      {
        q: msg('Are materials available in Spanish?'),
        a: msg('Presenter scripts and coloring books are offered in English and Spanish.'),
      },
    ],
  },
  {
    title: msg('Licences and streaming'),
    questions: [
      {
        q: msg('How long can we stream the videos?'),
        a: msg(
          'A hard-copy program purchase includes one year of streaming for your school. You can renew online for $30 per program per year.',
        ),
      },
      {
        q: msg('Will we know before a licence runs out?'),
        a: msg('Yes. We e-mail a reminder two weeks before a licence expires and again one day before.'),
      },
      {
        q: msg('Who at our school can watch?'),
        a: msg(
          'The school’s main account can add staff members as users of the school’s account, and see which programs they have watched.',
        ),
      },
    ],
  },
  {
    title: msg('Ordering and payment'),
    questions: [
      {
        q: msg('Can we request a quote and pay by check?'),
        a: msg(
          'Yes. Accounts set up to pay by check can place a quote request instead of paying by card. We reply within 1-2 business days.',
        ),
      },
      {
        q: msg('Are the books discounted?'),
        a: msg('All books are at least 50% off list price.'),
      },
      {
        q: msg('Is my payment information safe?'),
        a: msg(
          'Card details are entered into our payment provider’s secure fields and never reach or stay on our servers. Read our <link>privacy policy</link>.',
        ),
        href: route('client.privacy.policy'),
      },
    ],
  },
  {
    title: msg('If a child tells you something'),
    questions: [
      {
        q: msg('What should I do if a child tells me they were hurt?'),
        a: msg(
          'Stay calm and listen. Tell the child you believe them, that it is not their fault and that they did the right thing by telling you. Do not promise to keep it a secret, and do not question them in detail. Then report it: in Texas, call the Texas Abuse Hotline at 1-800-252-5400, or 911 if the child is in danger. More on our <link>child sexual abuse page</link>.',
        ),
        href: route('client.about.child-sexual-abuse'),
      },
    ],
  },
];

export default function Faq() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('FAQ')} />
      <PageHeader
        title={t('Frequently Asked Questions')}
        eyebrow={t('About')}
        trail={[{ label: t('About') }]}
        intro={t('Answers about the program, licences, ordering and what to do if a child confides in you.')}
      />
      <ContentBody>
        {GROUPS.map((group) => (
          <section key={group.title} aria-label={t(group.title)}>
            <h2 className="text-2xl font-extrabold tracking-tight text-slate-900">{t(group.title)}</h2>
            <div className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {group.questions.map((item) => (
                <details key={item.q} className="group px-5 py-1 open:bg-brand-50/40">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
                    {t(item.q)}
                    <ChevronRightIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-90" />
                  </summary>
                  <div className="pb-5 text-lg leading-relaxed text-slate-700">
                    {rich(t(item.a), {
                      link: (text) => (
                        <Link href={item.href ?? ''} className="font-semibold text-brand-700 underline underline-offset-4">
                          {text}
                        </Link>
                      ),
                    })}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
        <CallToAction
          title={t('Still have a question?')}
          text={t('Our team is happy to help with programs, licences and orders.')}
          primary={{ label: t('Contact us'), href: route('client.contact.us') }}
        />
      </ContentBody>
    </>
  );
}
