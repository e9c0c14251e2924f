// Makes the account of a mobile number an admin of the console (docs/console.md "The first admin").
// Run: npm run admin -- <mobile>
import { dbHandle } from '@/lib/server/db/client';
import { runMigrations } from '@/lib/server/db/migrate';
import { adminCommand } from '@/lib/server/services/staff/admin-command';

async function main(): Promise<void> {
  const handle = dbHandle();
  try {
    await runMigrations(handle);
    console.log(await adminCommand(process.argv.slice(2)));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
