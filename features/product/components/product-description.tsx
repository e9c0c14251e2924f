import { RichText } from '@/components/rich-text';

export function ProductDescription({ html }: { html: string }) {
  if (!html) return null;
  return (
    <section aria-labelledby="product-description" className="rounded-xl border border-line bg-white p-4">
      <h2 id="product-description" className="mb-2 text-lg font-bold">معرفی محصول</h2>
      <RichText html={html} />
    </section>
  );
}
