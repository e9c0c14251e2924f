import { toPersianDigits } from '@/lib/format/digits';

/** A number to call: Persian digits, kept left to right inside Persian text. */
export function PhoneLink({ tell, className = 'hover:text-brand' }: { tell: string; className?: string }) {
  return (
    <a href={`tel:${tell}`} className={className}>
      <bdi dir="ltr">{toPersianDigits(tell)}</bdi>
    </a>
  );
}
