import { Head, Link } from '@inertiajs/react';
import { route } from '../../../server/route-table';
import { ProductCard } from './shop/product-card';
import type { ProductCard as ProductCardData } from './shop/types';

const PROGRAM_FACTS = [
  { title: 'One hour per grade', text: 'Each program is a one-hour classroom presentation with a 10-20 minute video, from Pre-K to high school.' },
  { title: 'Three types of touch', text: 'Children learn the three types of touch and a simple 3-part safety rule they can remember and use.' },
  { title: 'Ready for the classroom', text: 'Pre-K to 2nd grade programs include Joe & Suzy dolls and 25 coloring books.' },
];

export default function Home({ bestSellers }: { bestSellers: ProductCardData[] }) {
  return (
    <>
      <Head title="Child-abuse-prevention education for schools and families" />
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-sun-400">Play It Safe</p>
            <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">Teaching children to recognize, resist and report abuse</h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">
              A child-abuse-prevention curriculum from a women's center, trusted by schools and families: classroom programs, videos,
              dolls and coloring books for Pre-K through high school.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={route('client.products')} className="rounded-full bg-sun-400 px-6 py-3 font-semibold text-brand-900 hover:bg-sun-500">
                Shop the curriculum
              </Link>
              <Link
                href={route('client.about.child-sexual-abuse')}
                className="rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
              >
                Learn about the issue
              </Link>
            </div>
          </div>
          <ul className="grid gap-4 self-center">
            {PROGRAM_FACTS.map((fact) => (
              <li key={fact.title} className="rounded-2xl bg-white/10 p-5 backdrop-blur">
                <h2 className="font-semibold text-sun-400">{fact.title}</h2>
                <p className="mt-1 text-brand-50">{fact.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {bestSellers.length > 0 && (
        <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8" aria-labelledby="best-sellers">
          <div className="mb-6 flex items-end justify-between gap-4">
            <h2 id="best-sellers" className="text-2xl font-bold text-slate-900">
              Best sellers
            </h2>
            <Link href={route('client.products', {}, { is_best_seller: 'true' })} className="text-sm font-semibold text-brand-700 hover:underline">
              View all
            </Link>
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {bestSellers.slice(0, 4).map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
