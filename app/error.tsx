'use client';

import { ErrorNotice } from '@/features/shell/components/error-notice';

// Next logs the error itself on the server (with its digest); the visitor only needs a way back.
export default function RootError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorNotice retry={reset} />;
}
