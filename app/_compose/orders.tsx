'use client';

// Routes compose features (STYLE.md): addresses are drawn with features/geo's province → city fields.
import { AddressBook } from '@/features/orders/components/address-book';
import { CheckoutView } from '@/features/orders/components/checkout-view';
import { ProvinceCityFields } from '@/features/geo/components/province-city-fields';

export function CheckoutWithPlaces() {
  return <CheckoutView LocationFields={ProvinceCityFields} />;
}

export function AddressBookWithPlaces() {
  return <AddressBook LocationFields={ProvinceCityFields} />;
}
