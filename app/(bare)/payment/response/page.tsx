import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SignedInGate } from '../signed-in-gate';
import { PaymentResponse } from './payment-response';

export const metadata: Metadata = { title: 'نتیجه پرداخت', robots: { index: false, follow: false } };

/** SPEC §2 /payment/response (no shell): where the payment callback sends the browser. */
export default function PaymentResponsePage() {
  return (
    <Suspense>
      <SignedInGate>
        <PaymentResponse />
      </SignedInGate>
    </Suspense>
  );
}
