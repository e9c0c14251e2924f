// Starts the built shop for the browser tests on E2E_PORT with a brand-new embedded database: the standalone
// server, the same start `npm start` and the image run.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
if (!port || !dataDir) throw new Error('E2E_PORT and E2E_DATA_DIR are set by playwright.config.ts');
if (!existsSync('.next/standalone/server.js')) throw new Error('Build the app first: npm run build');

rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  PGLITE_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
  ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
  SMS_PROVIDER: 'log',
  SMS_OUTBOX_PATH: process.env.E2E_OUTBOX_PATH,
  // The flows ask a second code for the same number within seconds (login, then recovery); SPEC's 120 s is covered by the API tests.
  OTP_RESEND_SECONDS: '1',
  // Every browser of the run is one client address (TRUST_PROXY is off): the per-address code cap is not what they test.
  OTP_IP_HOURLY_LIMIT: '1000',
  NODE_ENV: 'production',
  // The API reference is off in production by default; tests/e2e/api-docs.spec.ts opens it.
  API_DOCS: 'true',
  // A test moves the shop's clock through this file (tests/e2e/test-clock.mjs, preloaded below).
  E2E_CLOCK_FILE: process.env.E2E_CLOCK_FILE,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: port,
  HOSTNAME: '127.0.0.1',
  // A line per request would bury the test report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
delete env.DATABASE_URL;

const testClock = fileURLToPath(new URL('../tests/e2e/test-clock.mjs', import.meta.url));
const child = spawn(process.execPath, ['--import', testClock, '.next/standalone/server.js'], {
  env,
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.E2E_OUTBOX_PATH) rmSync(process.env.E2E_OUTBOX_PATH, { force: true });
  if (process.env.E2E_CLOCK_FILE) rmSync(process.env.E2E_CLOCK_FILE, { force: true });
  process.exit(code ?? 0);
});
