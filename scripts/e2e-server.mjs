// Starts the built shop for the browser tests on E2E_PORT with a brand-new embedded database.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
if (!port || !dataDir) throw new Error('E2E_PORT and E2E_DATA_DIR are set by playwright.config.ts');
if (!existsSync('.next/BUILD_ID')) throw new Error('Build the app first: npm run build');

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
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
};
delete env.DATABASE_URL;

const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', '127.0.0.1'], {
  env,
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.E2E_OUTBOX_PATH) rmSync(process.env.E2E_OUTBOX_PATH, { force: true });
  process.exit(code ?? 0);
});
