'use client';

// Routes compose features (STYLE.md): the cooperation form takes features/geo's province → city fields.
import { CooperationView } from '@/features/cooperation/components/cooperation-view';
import { ProvinceCityFields } from '@/features/geo/components/province-city-fields';

export function CooperationWithPlaces() {
  return <CooperationView LocationFields={ProvinceCityFields} />;
}
