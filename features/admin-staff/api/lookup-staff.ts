import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { StaffLookup } from '@/lib/contracts/admin/staff';

/** Whose number it is and what they hold, before a role is given. */
export const lookupStaff = (mobile: string) => getData<StaffLookup>('/admin/staff/lookup', { params: { mobile }, headers: NO_CACHE_HEADERS });
