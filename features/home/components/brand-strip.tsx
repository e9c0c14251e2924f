import { NavLink } from '@/components/nav-link';
import { AppImage } from '@/components/app-image';
import { ScrollRow } from '@/components/scroll-row';
import type { Brand } from '@/lib/contracts/catalog';
import type { ImageObject } from '@/lib/contracts/images';

export function BrandStrip({ brands, logo, className = '' }: { brands: Brand[]; logo: ImageObject; className?: string }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="home-brands" className={className}>
      <h2 id="home-brands" className="mb-3 text-lg font-bold">
        برندهای محبوب
      </h2>
      <ScrollRow label="برندهای محبوب" listClassName="gap-3 pb-2">
        {brands.map((b) => (
          <li key={b.id} className="w-32 shrink-0 snap-start sm:w-40">
            <NavLink href={`/shop/brand-${b.slug}`} className="block rounded-xl border border-line bg-white p-2 text-center text-sm hover:shadow-md">
              <AppImage images={b.images} fallbackLogo={logo} alt="" width={300} height={150} className="mx-auto h-auto w-full" />
              <span className="mt-1 block">{b.title}</span>
            </NavLink>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
