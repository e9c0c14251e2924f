import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One free port and one fresh embedded database per run; workers inherit them through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `vitrin-e2e-${Date.now()}`);
// The operators' switch (PUT /api/admin/settings) the tests use to turn maintenance and catalog mode on and off.
process.env.E2E_ADMIN_TOKEN ??= randomBytes(24).toString('hex');
// The log SMS provider's outbox, where the login tests read their one-time codes.
process.env.E2E_OUTBOX_PATH ??= path.join(os.tmpdir(), `vitrin-e2e-outbox-${Date.now()}.jsonl`);
// The offset (ms) a test writes to move the server's clock (tests/e2e/test-clock.mjs); absent means real time.
process.env.E2E_CLOCK_FILE ??= path.join(os.tmpdir(), `vitrin-e2e-clock-${Date.now()}`);

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// DEVELOPERS.md: the flags Chromium needs here (root, no network).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
