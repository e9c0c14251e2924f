import 'server-only';
import { z } from 'zod';
import { PROVIDER_TIMEOUT_MS, type OtpMessage, type SmsProvider } from './sms-provider';

export type SmsIrConfig = { apiKey: string; templateId: string; baseUrl: string };

const answerSchema = z.object({ status: z.number(), message: z.string() });

/**
 * sms.ir "send/verify" with a template whose parameter is CODE. Its verify API has no voice call,
 * so a voice request is delivered as an ordinary SMS.
 */
export function smsIrProvider(config: SmsIrConfig): SmsProvider {
  return {
    name: 'smsir',
    async sendOtp({ mobile, code }: OtpMessage) {
      const res = await fetch(new URL('/v1/send/verify', config.baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-API-KEY': config.apiKey },
        body: JSON.stringify({ mobile, templateId: Number(config.templateId), parameters: [{ name: 'CODE', value: code }] }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const parsed = answerSchema.safeParse(await res.json().catch(() => null));
      if (!res.ok || !parsed.success || parsed.data.status !== 1) {
        const detail = parsed.success ? `${parsed.data.status} ${parsed.data.message}` : `HTTP ${res.status}`;
        throw new Error(`sms.ir refused the message: ${detail}`);
      }
    },
  };
}
