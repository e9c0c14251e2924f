import Link from 'next/link';
import type { ReactNode } from 'react';

/** One figure of the home page, with what it means and, when there is one, the list behind it. */
export function FigureCard({ title, value, detail, href, linkLabel }: { title: string; value: ReactNode; detail?: ReactNode; href?: string; linkLabel?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <h3 className="text-sm text-muted">{title}</h3>
      <p className="text-2xl font-bold">{value}</p>
      {detail ? <div className="text-sm text-muted">{detail}</div> : null}
      {href ? (
        <Link href={href} className="mt-auto self-start text-sm text-brand-dark underline-offset-4 hover:underline">
          {linkLabel ?? 'دیدن فهرست'}
        </Link>
      ) : null}
    </div>
  );
}
