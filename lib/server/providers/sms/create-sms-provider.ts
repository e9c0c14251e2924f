import 'server-only';
import { env, type Env } from '../../env';
import { kavenegarProvider } from './kavenegar';
import { logSmsProvider } from './log-provider';
import type { SmsProvider } from './sms-provider';
import { smsIrProvider } from './smsir';

/** SMS_PROVIDER picks the adapter; env.ts has already checked that its keys are set. */
export function createSmsProvider(e: Env = env()): SmsProvider {
  switch (e.SMS_PROVIDER) {
    case 'kavenegar':
      return kavenegarProvider({ apiKey: e.KAVENEGAR_API_KEY ?? '', template: e.KAVENEGAR_TEMPLATE ?? '', baseUrl: e.KAVENEGAR_BASE_URL });
    case 'smsir':
      return smsIrProvider({ apiKey: e.SMSIR_API_KEY ?? '', templateId: e.SMSIR_TEMPLATE_ID ?? '', baseUrl: e.SMSIR_BASE_URL, lineNumber: e.SMSIR_LINE_NUMBER });
    case 'log':
      return logSmsProvider(e.SMS_OUTBOX_PATH);
  }
}

let current: SmsProvider | undefined;

export function smsProvider(): SmsProvider {
  current ??= createSmsProvider();
  return current;
}

/** Tests swap in a provider that fails. */
export function setSmsProvider(provider: SmsProvider | undefined): void {
  current = provider;
}
