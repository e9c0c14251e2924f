import Link from 'next/link';
import type { Company, StaticData } from '@/lib/contracts/content';

export function SiteFooter({ company, links }: { company: Company; links: StaticData['siteLink'] }) {
  const footerLinks = links.filter((l) => l.linkType === 2);
  return (
    <footer className="mt-12 border-t border-line bg-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-3">
        <section>
          <h2 className="mb-2 font-bold">{company.companyName}</h2>
          <p className="text-sm leading-7 text-muted">{company.footerAbout}</p>
        </section>
        <nav aria-label="پیوندهای پایین صفحه">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((l) => (
              <li key={l.id}><Link href={l.link} className="hover:text-brand">{l.title}</Link></li>
            ))}
          </ul>
        </nav>
        <address className="space-y-2 text-sm not-italic text-muted">
          {company.companyAddresses.map((a) => (
            <p key={a.id}>
              {a.title}: {a.address} — <a href={`tel:${a.tell}`} dir="ltr" className="hover:text-brand">{a.tell}</a>
            </p>
          ))}
        </address>
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-muted">{company.footerCopyright}</p>
    </footer>
  );
}
