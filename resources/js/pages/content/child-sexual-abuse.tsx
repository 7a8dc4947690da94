import { Head, Link } from '@inertiajs/react';
import { route } from '#server/route-table';
import { BulletList, ContentBody, ContentSection, SourceNote } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { SupportResources } from '#js/components/storefront/support-resources';

export default function ChildSexualAbuse() {
  return (
    <>
      <Head title="Child Sexual Abuse" />
      <PageHeader
        title="Child Sexual Abuse"
        eyebrow="The Issue"
        trail={[{ label: 'The Issue' }]}
        intro="What it is, how it happens, the signs to watch for, and what to do if a child tells you. Knowing the facts is the first step to protecting children."
      />
      <ContentBody>
        <ContentSection title="What child sexual abuse is" id="what-it-is">
          <p>
            Child sexual abuse is any sexual act between an adult and a child, or between two children when one has power over the
            other because of age, size or position. It does not have to involve touching: exposing a child to sexual acts or images,
            taking sexual pictures of a child, and sexual talk or requests online are abuse too.
          </p>
          <p>
            It happens in every kind of community and family. Most often the person who abuses a child is someone the child or family
            knows and trusts, not a stranger.
          </p>
          <SourceNote>
            Centers for Disease Control and Prevention (CDC): someone known and trusted by the child or the child’s family commits 91%
            of child sexual abuse.
          </SourceNote>
        </ContentSection>

        <ContentSection title="How abusers gain access: grooming" id="grooming">
          <p>
            Abuse rarely starts suddenly. People who abuse often build trust with a child and the adults around them first, then test
            boundaries little by little. Be alert when an adult or older youth:
          </p>
          <BulletList
            items={[
              'gives one child special attention, gifts or privileges, or singles them out as “special”;',
              'looks for time alone with a child, or offers help that creates private time (rides, babysitting, tutoring);',
              'asks a child to keep secrets, or messages them privately online;',
              'ignores a child’s “no”, for example with tickling, wrestling or touching that goes on after the child wants it to stop;',
              'talks to a child about sex or shows them sexual material, sometimes as a “joke”.',
            ]}
          />
        </ContentSection>

        <ContentSection title="Signs a child may need help" id="signs">
          <p>
            Many children show no outward sign. When there are signs, they are usually changes in behavior. No single sign proves
            abuse, but a pattern deserves a calm, caring conversation:
          </p>
          <BulletList
            items={[
              'new fears of a particular person or place, or not wanting to be left alone with someone;',
              'sleep problems, nightmares, or going back to younger behaviors such as bed-wetting;',
              'sudden changes in mood, withdrawal, anger, or falling behind at school;',
              'sexual knowledge, language or behavior that does not fit the child’s age;',
              'pain, bleeding or injury in the genital area, or unexplained gifts, money or a secret phone.',
            ]}
          />
        </ContentSection>

        <ContentSection title="If a child tells you" id="if-a-child-tells">
          <p>How an adult responds matters. Children often tell a little at a time, to see what happens.</p>
          <BulletList
            items={[
              'Stay calm, and listen. Let the child use their own words.',
              'Say that you believe them, that it is not their fault, and that they did the right thing by telling you.',
              'Do not promise to keep it a secret. Explain that you will tell people whose job is to keep them safe.',
              'Do not question the child in detail or confront the person they named; trained interviewers will do that.',
              'Write down what the child said, in their words, and report it right away.',
            ]}
          />
        </ContentSection>

        <ContentSection title="How to report in Texas" id="report">
          <p>
            Texas law requires anyone who suspects that a child is being abused or neglected to report it. Professionals such as
            teachers, nurses and counselors must report within 48 hours. You do not need proof: a reasonable suspicion is enough, and
            investigating is the job of the authorities.
          </p>
          <BulletList
            items={[
              <>
                If a child is in immediate danger, call <strong>911</strong>.
              </>,
              <>
                Otherwise call the Texas Abuse Hotline at{' '}
                <a href="tel:+18002525400" className="font-semibold text-brand-700 underline underline-offset-4">
                  1-800-252-5400
                </a>
                , 24 hours a day, or report a situation that is not urgent at{' '}
                <a
                  href="https://www.txabusehotline.org"
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  txabusehotline.org
                </a>
                .
              </>,
              'The hotline asks for your name and phone number; by law, the identity of the person who reports is kept confidential.',
            ]}
          />
          <SourceNote>Texas Department of Family and Protective Services (DFPS), Texas Abuse Hotline.</SourceNote>
        </ContentSection>

        <ContentSection title="What helps prevent it" id="prevention">
          <BulletList
            items={[
              'Teach children the correct names for their body parts, and that their body belongs to them.',
              'Talk about secrets and surprises: surprises are fun and short; secrets about touching are never all right to keep.',
              'Help children name several trusted adults at home, at school and in the community.',
              'Know the adults and older youth in your child’s life, and ask organizations how they keep children safe.',
              'Keep talking as children grow, including about phones, games and social media.',
            ]}
          />
          <p>
            That is what Play It Safe teaches, one grade at a time.{' '}
            <Link href={route('client.about.myths-facts')} className="font-semibold text-brand-700 underline underline-offset-4">
              Myths and facts
            </Link>{' '}
            and{' '}
            <Link href={route('client.about.statistics')} className="font-semibold text-brand-700 underline underline-offset-4">
              statistics
            </Link>{' '}
            explain more.
          </p>
        </ContentSection>

        <section aria-labelledby="get-help">
          <h2 id="get-help" className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            Get help now
          </h2>
          <div className="mt-6">
            <SupportResources headingLevel={3} />
          </div>
        </section>
      </ContentBody>
    </>
  );
}
