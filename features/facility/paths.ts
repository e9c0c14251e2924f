/** Where a request of each kind is followed up: the leasing path has its own pages (SPEC §2). */
export const checkPathOf = (kind: 'plan' | 'leasing', id: number) => `${kind === 'leasing' ? '/leasingloanrequest/check' : '/checked'}?id=${id}`;
export const formPathOf = (kind: 'plan' | 'leasing') => (kind === 'leasing' ? '/leasingloanrequest/checkout' : '/planloanrequest/form');
