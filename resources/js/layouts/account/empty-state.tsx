import type { ReactNode } from 'react';

/** What an account list shows when it has nothing yet (account-area §8 "Empty states"). */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-bold text-slate-900">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-md text-slate-600">{children}</div> : null}
      {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
    </div>
  );
}
