import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../../log/logger';
import type { OtpMessage, SmsProvider, TextMessage } from './sms-provider';

/**
 * Development and tests: each message goes, one JSON line each, to the outbox file (read the code there; tests
 * do). The log line says only that a message went there: codes and payment links never reach a log.
 */
export function logSmsProvider(outboxPath: string): SmsProvider {
  const append = async (line: object) => {
    await mkdir(path.dirname(path.resolve(outboxPath)), { recursive: true });
    await appendFile(outboxPath, `${JSON.stringify({ at: new Date().toISOString(), ...line })}\n`, 'utf8');
  };
  return {
    name: 'log',
    async sendOtp(message: OtpMessage) {
      await append(message);
      logger().info({ mobile: message.mobile, voice: message.voice, purpose: message.purpose, outbox: outboxPath }, 'one-time code written to the SMS outbox');
    },
    async sendText(message: TextMessage) {
      await append(message);
      logger().info({ mobile: message.mobile, kind: message.kind, outbox: outboxPath }, 'text written to the SMS outbox');
    },
  };
}
