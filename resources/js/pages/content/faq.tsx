import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { route } from '#server/route-table';
import { CallToAction, ContentBody } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { ChevronRightIcon } from '#js/components/storefront/storefront-icons';

const link = (href: string, label: string) => (
  <Link href={href} className="font-semibold text-brand-700 underline underline-offset-4">
    {label}
  </Link>
);

const GROUPS: { title: string; questions: { q: string; a: ReactNode }[] }[] = [
  {
    title: 'The program',
    questions: [
      {
        q: 'Who is Play It Safe for?',
        a: 'Schools and organizations present it in classrooms, from Pre-K through 12th grade: 14 presentations in all, one for each grade. Parents and caregivers can rent or buy the videos to watch with their children at home.',
      },
      {
        q: 'What do children learn?',
        a: (
          <>
            The three types of touch (safe, unsafe and unwanted) and a 3-part safety rule: Say No, Get Away, Tell Someone. Older students
            apply the same ideas to boundaries, healthy relationships, online pressure and helping a friend. See{' '}
            {link(route('client.about.play-it-safe'), 'how the program works')}.
          </>
        ),
      },
      {
        q: 'Will it frighten young children?',
        a: 'No. The lessons use calm, everyday examples, songs, puppets and the Joe & Suzy dolls. Nothing frightening is shown; the focus is on what children can do and who they can tell.',
      },
      {
        q: 'How long is a presentation?',
        a: 'Each program is a one-hour classroom presentation with a 10-20 minute video, written for one grade.',
      },
      {
        q: 'What is included for the youngest grades?',
        a: 'Every Pre-K to 2nd grade program includes Joe & Suzy teaching dolls and 25 coloring books, one for each child to take home.',
      },
      {
        q: 'Are materials available in Spanish?',
        a: 'Presenter scripts and coloring books are offered in English and Spanish.',
      },
    ],
  },
  {
    title: 'Licences and streaming',
    questions: [
      {
        q: 'How long can we stream the videos?',
        a: 'A hard-copy program purchase includes one year of streaming for your school. You can renew online for $30 per program per year.',
      },
      {
        q: 'Will we know before a licence runs out?',
        a: 'Yes. We e-mail a reminder two weeks before a licence expires and again one day before.',
      },
      {
        q: 'Who at our school can watch?',
        a: 'The school’s main account can add staff members as users of the school’s account, and see which programs they have watched.',
      },
    ],
  },
  {
    title: 'Ordering and payment',
    questions: [
      {
        q: 'Can we request a quote and pay by check?',
        a: 'Yes. Accounts set up to pay by check can place a quote request instead of paying by card. We reply within 1-2 business days.',
      },
      {
        q: 'Are the books discounted?',
        a: 'All books are at least 50% off list price.',
      },
      {
        q: 'Is my payment information safe?',
        a: (
          <>
            Card details are entered into our payment provider’s secure fields and never reach or stay on our servers. Read our{' '}
            {link(route('client.privacy.policy'), 'privacy policy')}.
          </>
        ),
      },
    ],
  },
  {
    title: 'If a child tells you something',
    questions: [
      {
        q: 'What should I do if a child tells me they were hurt?',
        a: (
          <>
            Stay calm and listen. Tell the child you believe them, that it is not their fault and that they did the right thing by
            telling you. Do not promise to keep it a secret, and do not question them in detail. Then report it: in Texas, call the
            Texas Abuse Hotline at 1-800-252-5400, or 911 if the child is in danger. More on our{' '}
            {link(route('client.about.child-sexual-abuse'), 'child sexual abuse page')}.
          </>
        ),
      },
    ],
  },
];

export default function Faq() {
  return (
    <>
      <Head title="FAQ" />
      <PageHeader
        title="Frequently Asked Questions"
        eyebrow="About"
        trail={[{ label: 'About' }]}
        intro="Answers about the program, licences, ordering and what to do if a child confides in you."
      />
      <ContentBody>
        {GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className="text-2xl font-extrabold tracking-tight text-slate-900">{group.title}</h2>
            <div className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {group.questions.map((item) => (
                <details key={item.q} className="group px-5 py-1 open:bg-brand-50/40">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <ChevronRightIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-90" />
                  </summary>
                  <div className="pb-5 text-lg leading-relaxed text-slate-700">{item.a}</div>
                </details>
              ))}
            </div>
          </section>
        ))}
        <CallToAction
          title="Still have a question?"
          text="Our team is happy to help with programs, licences and orders."
          primary={{ label: 'Contact us', href: route('client.contact.us') }}
        />
      </ContentBody>
    </>
  );
}
