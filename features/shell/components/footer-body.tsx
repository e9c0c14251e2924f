import { AppImage } from '@/components/app-image';
import type { Company } from '@/lib/contracts/content';
import type { ImageObject } from '@/lib/contracts/images';
import { PhoneLink } from '@/components/phone-link';
import { placeholderImage } from '@/lib/media/placeholder';

export type FooterBodyProps = {
  companyName: string;
  about: string;
  addresses: Company['companyAddresses'];
  logo: ImageObject;
};

// Demo trust seals: the real ones are scripts issued to the shop's own domain.
const TRUST_BADGES = [
  { label: 'نماد اعتماد الکترونیکی', hue: 200 },
  { label: 'ساماندهی', hue: 150 },
  { label: 'اتحادیه کسب‌وکارهای مجازی', hue: 30 },
] as const;

export function FooterBody({ companyName, about, addresses, logo }: FooterBodyProps) {
  return (
    <div className="grid gap-8 md:grid-cols-3">
      <section aria-labelledby="footer-about">
        <h2 id="footer-about" className="mb-3 flex items-center gap-2 font-bold">
          <AppImage images={logo} fallbackLogo={null} alt="" width={72} height={24} className="h-6 w-auto" />
          درباره {companyName}
        </h2>
        <p className="text-sm leading-7 text-muted">{about}</p>
      </section>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className="mb-3 font-bold">
          تماس با ما
        </h2>
        <address className="space-y-4 text-sm not-italic leading-7 text-muted">
          {addresses.map((a) => (
            <p key={a.id}>
              <span className="block font-bold text-ink">{a.title}</span>
              {a.address}
              <br />
              تلفن:{' '}
              <PhoneLink tell={a.tell} />
            </p>
          ))}
        </address>
      </section>
      <section aria-labelledby="footer-trust">
        <h2 id="footer-trust" className="mb-3 font-bold">
          مجوزها
        </h2>
        <ul className="flex flex-wrap gap-3">
          {TRUST_BADGES.map((b) => (
            <li key={b.label}>
              <AppImage
                images={placeholderImage('logo', b.hue, b.label)}
                fallbackLogo={null}
                alt={b.label}
                width={120}
                height={40}
                className="h-12 w-auto rounded-lg"
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
