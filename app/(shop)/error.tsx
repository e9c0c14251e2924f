'use client';

import { useEffect } from 'react';
import { ErrorNotice } from '@/features/shell/components/error-notice';
import { reportClientError } from '@/lib/report-client-error';

// Next logs a server error itself (with its digest); the browser reports what it saw, and the visitor gets a way back.
export default function ShopError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportClientError(error), [error]);
  return <ErrorNotice retry={reset} />;
}
