import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { OtpMessage, SmsProvider, TextMessage } from './sms-provider';

/** Development and tests: messages go to the console and, one JSON line each, to the outbox file tests read. */
export function logSmsProvider(outboxPath: string): SmsProvider {
  const append = async (line: object) => {
    await mkdir(path.dirname(path.resolve(outboxPath)), { recursive: true });
    await appendFile(outboxPath, `${JSON.stringify({ at: new Date().toISOString(), ...line })}\n`, 'utf8');
  };
  return {
    name: 'log',
    async sendOtp(message: OtpMessage) {
      console.info(`[sms] ${message.voice ? 'voice call' : 'SMS'} to ${message.mobile}: ${message.code} (${message.purpose})`);
      await append(message);
    },
    async sendText(message: TextMessage) {
      console.info(`[sms] text to ${message.mobile} (${message.kind}): ${message.text}`);
      await append(message);
    },
  };
}
