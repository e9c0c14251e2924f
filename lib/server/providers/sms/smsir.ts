import 'server-only';
import { z } from 'zod';
import { PROVIDER_TIMEOUT_MS, type OtpMessage, type SmsProvider, type TextMessage } from './sms-provider';

/** lineNumber: the sending line texts go out on (codes use the verify template and need none). */
export type SmsIrConfig = { apiKey: string; templateId: string; baseUrl: string; lineNumber?: string };

const answerSchema = z.object({ status: z.number(), message: z.string() });

/**
 * sms.ir "send/verify" with a template whose parameter is CODE, and "send/bulk" for texts. Its verify API has no
 * voice call, so a voice request is delivered as an ordinary SMS.
 */
export function smsIrProvider(config: SmsIrConfig): SmsProvider {
  const call = async (method: string, body: object) => {
    const res = await fetch(new URL(`/v1/send/${method}`, config.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-API-KEY': config.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const parsed = answerSchema.safeParse(await res.json().catch(() => null));
    if (!res.ok || !parsed.success || parsed.data.status !== 1) {
      const detail = parsed.success ? `${parsed.data.status} ${parsed.data.message}` : `HTTP ${res.status}`;
      throw new Error(`sms.ir refused the message: ${detail}`);
    }
  };
  return {
    name: 'smsir',
    sendOtp: ({ mobile, code }: OtpMessage) => call('verify', { mobile, templateId: Number(config.templateId), parameters: [{ name: 'CODE', value: code }] }),
    async sendText({ mobile, text }: TextMessage) {
      if (!config.lineNumber) throw new Error('sms.ir needs SMSIR_LINE_NUMBER to send texts');
      await call('bulk', { lineNumber: Number(config.lineNumber), messageText: text, mobiles: [mobile] });
    },
  };
}
