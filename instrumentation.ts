export async function register() {
  // Only the Node.js server owns the database; the build never touches it.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { prepareDatabase } = await import('./lib/server/db/prepare');
    await prepareDatabase();
    const { startOrderExpiry } = await import('./lib/server/services/orders/expiry-timer');
    startOrderExpiry();
  }
}
