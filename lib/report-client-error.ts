const ENDPOINT = `${process.env.NEXT_PUBLIC_API_URL ?? '/api'}/public/client-errors`;

/**
 * What an error boundary shows the visitor is a notice; what broke goes to the API (stored for operators,
 * rate-limited per address). Plain fetch with keepalive: it must work in global-error, where little else has loaded,
 * and survive the visitor leaving. A report that fails is dropped: there is nowhere left to report it.
 */
export function reportClientError(error: Error & { digest?: string }): void {
  try {
    const body = JSON.stringify({
      message: error.message || error.name || 'Error',
      stack: error.stack,
      url: `${window.location.pathname}${window.location.search}`,
      digest: error.digest,
    });
    void fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  } catch {
    // Serialising or fetch itself failed: nothing more to do.
  }
}
