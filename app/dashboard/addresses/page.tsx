import type { Metadata } from 'next';
import { AddressBookWithPlaces } from '../../_compose/orders';

export const metadata: Metadata = { title: 'نشانی‌های من' };

export default function AddressesPage() {
  return (
    <section className="flex flex-col gap-4" aria-labelledby="addresses-title">
      <h1 id="addresses-title" className="text-xl font-bold">نشانی‌های من</h1>
      <AddressBookWithPlaces />
    </section>
  );
}
