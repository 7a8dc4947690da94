import { Head } from '@inertiajs/react';
import { route } from '#server/route-table';
import { CallToAction, ContentBody, ContentSection } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';

// Only figures from a named source, quoted as that source states them.
const FIGURES: { figure: string; text: string; source: string }[] = [
  {
    figure: '1 in 4 girls · 1 in 13 boys',
    text: 'About 1 in 4 girls and 1 in 13 boys in the United States experience child sexual abuse.',
    source: 'Centers for Disease Control and Prevention (CDC), Preventing Child Sexual Abuse',
  },
  {
    figure: '91%',
    text: 'Someone known and trusted by the child or the child’s family members commits 91% of child sexual abuse.',
    source: 'Centers for Disease Control and Prevention (CDC), Preventing Child Sexual Abuse',
  },
  {
    figure: '1 in 10',
    text: 'About 1 in 10 children will be sexually abused before their 18th birthday.',
    source: 'Darkness to Light, a national nonprofit working to end child sexual abuse',
  },
  {
    figure: '$9.3 billion',
    text: 'The total lifetime economic burden of child sexual abuse in the United States in 2015 was estimated to be at least $9.3 billion.',
    source: 'Centers for Disease Control and Prevention (CDC), Preventing Child Sexual Abuse',
  },
];

export default function Statistics() {
  return (
    <>
      <Head title="Statistics" />
      <PageHeader
        title="Statistics"
        eyebrow="The Issue"
        trail={[{ label: 'The Issue' }]}
        intro="Numbers cannot show what abuse costs a child, but they show how common it is, and why prevention belongs in every school."
      />
      <ContentBody>
        <ul className="grid gap-5 md:grid-cols-2">
          {FIGURES.map((item) => (
            <li key={item.figure} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-4xl font-extrabold tracking-tight text-brand-700">{item.figure}</p>
              <p className="mt-3 flex-1 text-lg leading-relaxed text-slate-700">{item.text}</p>
              <p className="mt-4 text-sm text-slate-500">Source: {item.source}</p>
            </li>
          ))}
        </ul>

        <ContentSection title="Reading these numbers" id="reading">
          <p>
            Estimates differ between studies because they ask different questions of different people. They are also likely to be too
            low: many children wait to tell, and some never do, so much abuse is never counted.
          </p>
          <p>
            What every study agrees on is that most children are harmed by someone they know, and that adults who know the signs, and
            children who know they can tell, make a difference.
          </p>
        </ContentSection>

        <CallToAction
          title="Turn the numbers into action"
          text="Give every grade the words to stay safe, and every adult the knowledge to respond."
          primary={{ label: 'Explore Play It Safe', href: route('client.about.play-it-safe') }}
          secondary={{ label: 'Myths and facts', href: route('client.about.myths-facts') }}
        />
      </ContentBody>
    </>
  );
}
