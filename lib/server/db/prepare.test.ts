import { describe, expect, it } from 'vitest';
import { dbHandle } from './client';
import { postgresSettingsWarning } from './prepare';

describe('postgresSettingsWarning', () => {
  it('reads the live setting: nothing to say with autovacuum on, a warning with it off (as on this machine)', async () => {
    const handle = dbHandle();
    const { rows } = await handle.runSql('show autovacuum');
    const on = (rows as { autovacuum: string }[])[0]!.autovacuum === 'on';
    const warning = await postgresSettingsWarning(handle.runSql);
    if (on) expect(warning).toBeNull();
    else expect(warning).toContain('autovacuum is off');
  });
});
