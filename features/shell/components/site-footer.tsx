import { NavLink } from '@/components/nav-link';
import type { Company, StaticData } from '@/lib/contracts/content';
import type { ImageObject } from '@/lib/contracts/images';
import { LazyFooterBody } from './lazy-footer-body';

/** SPEC §3: site links of this type belong in the footer. */
export const FOOTER_LINK_TYPE = 2;

type Props = { company: Company; links: StaticData['siteLink']; footerLogo: ImageObject | null };

export function SiteFooter({ company, links, footerLogo }: Props) {
  const footerLinks = links.filter((l) => l.linkType === FOOTER_LINK_TYPE);
  return (
    <footer className="mt-12 border-t border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label="پیوندهای پایین صفحه">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
            {footerLinks.map((l) => (
              <li key={l.id}>
                <NavLink href={l.link} className="text-ink/80 hover:text-brand">
                  {l.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LazyFooterBody
          companyName={company.companyName}
          about={company.footerAbout}
          addresses={company.companyAddresses}
          logo={footerLogo ?? company.companyLogoImages}
        />
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-xs leading-6 text-muted">{company.footerCopyright}</p>
    </footer>
  );
}
