'use client';

import { Button } from '@/components/admin/button';
import type { ProductPick } from '@/lib/contracts/admin/products';
import { PickThumb, ProductPicker } from './product-picker';

type Props = { value: ProductPick[]; onChange: (next: ProductPick[]) => void; productId?: number; error?: string; disabled?: boolean };

/** The related products the operator chose, in the order the product page shows them first; picked by name. */
export function RelatedField({ value, onChange, productId, error, disabled }: Props) {
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-2 md:col-span-2" role="group" aria-labelledby="related-title">
      <p id="related-title" className="text-sm font-medium">
        کالاهای مرتبط
      </p>
      <p className="text-xs text-muted">به همین ترتیب پیش از پیشنهادهای خودکار در صفحه کالا نشان داده می‌شوند.</p>
      {value.length > 0 ? (
        <ol className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {value.map((p, i) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2 p-2 text-sm">
              <PickThumb pick={p} />
              <span className="flex-1">{p.title}</span>
              {disabled ? null : (
                <span className="flex gap-1">
                  <Button variant="ghost" aria-label={`${p.title} بالاتر`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    بالا
                  </Button>
                  <Button variant="ghost" aria-label={`${p.title} پایین‌تر`} disabled={i === value.length - 1} onClick={() => move(i, i + 1)}>
                    پایین
                  </Button>
                  <Button variant="ghost" aria-label={`برداشتن ${p.title} از مرتبط‌ها`} onClick={() => onChange(value.filter((x) => x.id !== p.id))}>
                    برداشتن
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {disabled ? null : <ProductPicker label="افزودن کالای مرتبط" exclude={[...value.map((p) => p.id), ...(productId ? [productId] : [])]} onPick={(p) => onChange([...value, p])} />}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
