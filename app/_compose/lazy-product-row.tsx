'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ScrollRow } from '@/components/scroll-row';
import { ProductCard } from '@/features/catalog/components/product-card';
import { homeRowQueryOptions } from '@/features/home/api/get-home-row';
import type { HomeRowKey } from '@/lib/contracts/home';
import type { ImageObject } from '@/lib/contracts/images';
import { CardActions } from './card-actions';

/** How far outside the viewport (px) a row starts loading, so its cards are there before the visitor is. */
const AHEAD_PX = 600;

const ITEM = 'w-40 shrink-0 snap-start sm:w-48 lg:w-52';

type Props = {
  row: HomeRowKey;
  /** The row's title, for the list's accessible name. */
  label: string;
  logo: ImageObject;
  catalogMode: boolean;
};

/**
 * A home row whose cards load when it nears the viewport: the kept home page then carries one row of cards instead
 * of every row's markup and flight data (docs/performance.md), and a visitor who never scrolls fetches none of them.
 */
export function LazyProductRow({ row, label, logo, catalogMode }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const { data, isError, refetch, isFetching } = useQuery({ ...homeRowQueryOptions(row), enabled: near });

  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${AHEAD_PX}px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box}>
      {data ? (
        <ScrollRow label={label} listClassName="gap-3 pb-2">
          {data.map((p) => (
            <li key={p.id} className={ITEM}>
              <ProductCard
                product={p}
                logo={logo}
                actions={<CardActions productId={p.id} title={p.title} variantId={p.variantId} inStock={p.inStock} catalogMode={catalogMode} />}
              />
            </li>
          ))}
        </ScrollRow>
      ) : isError ? (
        <p role="alert" className="flex min-h-40 items-center justify-center gap-3 rounded-xl border border-line text-sm">
          کالاهای این ردیف بارگذاری نشد.
          <button type="button" onClick={() => void refetch()} disabled={isFetching} className="font-bold text-brand-dark underline">
            تلاش دوباره
          </button>
        </p>
      ) : (
        <div className="mb-2 h-80 animate-pulse rounded-xl bg-gray-50 motion-reduce:animate-none lg:h-[22rem]">
          <span className="sr-only">کالاهای {label} در حال بارگذاری است</span>
        </div>
      )}
    </div>
  );
}
