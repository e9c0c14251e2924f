import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import type { Company } from '@/lib/contracts/content';

export function SiteHeader({ company }: { company: Company }) {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link href="/" className="flex items-center gap-2" aria-label={company.companyName}>
          <AppImage images={company.companyLogoImages} fallbackLogo={null} alt={company.companyName} width={120} height={40} priority className="h-10 w-auto" />
        </Link>
        <form action="/shop" role="search" className="flex-1">
          <label htmlFor="site-search" className="sr-only">جستجو</label>
          <input
            id="site-search"
            name="search"
            type="search"
            minLength={3}
            placeholder="جستجو در محصولات…"
            className="w-full max-w-xl rounded-lg border border-line bg-gray-100 px-4 py-2 text-sm"
          />
        </form>
        <Link href="/login" className="rounded-lg border border-line px-3 py-2 text-sm">ورود/ثبت نام</Link>
      </div>
    </header>
  );
}
