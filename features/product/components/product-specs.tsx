import type { SpecGroup } from '@/lib/contracts/product';

export function ProductSpecs({ specs }: { specs: readonly SpecGroup[] }) {
  if (specs.length === 0) return null;
  return (
    <section aria-labelledby="product-specs" className="rounded-xl border border-line bg-white p-4">
      <h2 id="product-specs" className="mb-3 text-lg font-bold">مشخصات فنی</h2>
      <div className="space-y-4">
        {specs.map((g) => (
          <table key={g.group} className="w-full text-sm">
            <caption className="mb-1 text-start font-bold">{g.group}</caption>
            <tbody>
              {g.items.map((item) => (
                <tr key={item.title} className="border-b border-line last:border-0">
                  <th scope="row" className="w-1/3 py-2 pe-4 text-start font-normal text-muted">{item.title}</th>
                  <td className="py-2">{item.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
