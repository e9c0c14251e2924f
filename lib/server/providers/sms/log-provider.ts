import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { OtpMessage, SmsProvider } from './sms-provider';

/** Development and tests: the code goes to the console and, as one JSON line, to the outbox file tests read. */
export function logSmsProvider(outboxPath: string): SmsProvider {
  return {
    name: 'log',
    async sendOtp(message: OtpMessage) {
      const line = { at: new Date().toISOString(), ...message };
      console.info(`[sms] ${message.voice ? 'voice call' : 'SMS'} to ${message.mobile}: ${message.code} (${message.purpose})`);
      await mkdir(path.dirname(path.resolve(outboxPath)), { recursive: true });
      await appendFile(outboxPath, `${JSON.stringify(line)}\n`, 'utf8');
    },
  };
}
