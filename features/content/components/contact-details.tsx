import type { Company, StaticData } from '@/lib/contracts/content';
import { PhoneLink } from '@/components/phone-link';
import { toPersianDigits } from '@/lib/format/digits';

type Props = { addresses: Company['companyAddresses']; departments: StaticData['departments'] };

/** The company's offices and departments, from its settings, on pages that ask for them (showContacts). */
export function ContactDetails({ addresses, departments }: Props) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {addresses.length > 0 ? (
        <section aria-labelledby="contact-offices" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="contact-offices" className="mb-4 font-bold">
            نشانی دفترها
          </h2>
          <ul className="space-y-4 text-sm leading-7">
            {addresses.map((a) => (
              <li key={a.id}>
                <span className="block font-bold">{a.title}</span>
                <address className="not-italic text-muted">{a.address}</address>
                {a.postalCode ? <span className="block text-muted">کد پستی: {toPersianDigits(a.postalCode)}</span> : null}
                <span className="block">
                  تلفن: <PhoneLink tell={a.tell} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {departments.length > 0 ? (
        <section aria-labelledby="contact-departments" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="contact-departments" className="mb-4 font-bold">
            بخش‌ها
          </h2>
          <ul className="space-y-4 text-sm leading-7">
            {departments.map((d) => (
              <li key={d.id}>
                <span className="block font-bold">{d.title}</span>
                {d.tell ? (
                  <span className="block">
                    تلفن: <PhoneLink tell={d.tell} />
                  </span>
                ) : null}
                {d.email ? (
                  <span className="block">
                    ایمیل:{' '}
                    <a href={`mailto:${d.email}`} className="hover:text-brand">
                      <bdi dir="ltr">{d.email}</bdi>
                    </a>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
