// Preloaded into the browser tests' server only (scripts/e2e-server.mjs, `node --import`): lets a test move the
// time the shop's rules read (lib/server/clock.ts) by writing an offset in milliseconds to E2E_CLOCK_FILE. Sessions,
// caches and the database keep real time, as they do when API tests move the clock with setClock.
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const offset = () => {
    try {
      return Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      return 0;
    }
  };
  globalThis.__vitrinTestClock = () => new Date(Date.now() + offset());
}
