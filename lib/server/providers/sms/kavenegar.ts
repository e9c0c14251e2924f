import 'server-only';
import { z } from 'zod';
import { PROVIDER_TIMEOUT_MS, type OtpMessage, type SmsProvider, type TextMessage } from './sms-provider';

export type KavenegarConfig = { apiKey: string; template: string; baseUrl: string };

const answerSchema = z.object({ return: z.object({ status: z.number(), message: z.string() }) });

/** Kavenegar "verify/lookup" for codes (a template message, or a voice call with type=call) and "sms/send" for texts. */
export function kavenegarProvider(config: KavenegarConfig): SmsProvider {
  const call = async (method: string, body: URLSearchParams) => {
    const url = new URL(`/v1/${encodeURIComponent(config.apiKey)}/${method}.json`, config.baseUrl);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const parsed = answerSchema.safeParse(await res.json().catch(() => null));
    if (!res.ok || !parsed.success || parsed.data.return.status !== 200) {
      const detail = parsed.success ? `${parsed.data.return.status} ${parsed.data.return.message}` : `HTTP ${res.status}`;
      throw new Error(`kavenegar refused the message: ${detail}`);
    }
  };
  return {
    name: 'kavenegar',
    sendOtp: ({ mobile, code, voice }: OtpMessage) =>
      call('verify/lookup', new URLSearchParams({ receptor: mobile, token: code, template: config.template, type: voice ? 'call' : 'sms' })),
    sendText: ({ mobile, text }: TextMessage) => call('sms/send', new URLSearchParams({ receptor: mobile, message: text })),
  };
}
