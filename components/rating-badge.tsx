const fa = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });

/** "★ ۴٫۵ (۱۲)": an average of stars and how many reviews make it, read out as a sentence. */
export function RatingBadge({ average, count, className = '' }: { average: number; count: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 text-xs ${className}`}>
      <span aria-hidden className="text-amber-500">★</span>
      <span aria-hidden>{fa.format(average)}</span>
      <span aria-hidden className="text-muted">({fa.format(count)})</span>
      <span className="sr-only">{`امتیاز ${fa.format(average)} از ۵ در ${fa.format(count)} نظر`}</span>
    </span>
  );
}
