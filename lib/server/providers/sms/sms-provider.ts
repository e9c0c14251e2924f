import 'server-only';

export type OtpPurpose = 'login' | 'reset';

/** One one-time code to deliver; `voice` asks for a phone call reading the code (SPEC §7 isVoiceCall). */
export type OtpMessage = { mobile: string; code: string; voice: boolean; purpose: OtpPurpose };

/** A plain text message (a payment link, an instalment reminder); `kind` says what it is for in logs and the test outbox. */
export type TextMessage = { mobile: string; text: string; kind: 'pay-link' | 'instalment-reminder' | 'product-alert' };

/** Every SMS gateway behind one interface; a failed delivery throws so the code is not counted as sent. */
export interface SmsProvider {
  readonly name: string;
  sendOtp(message: OtpMessage): Promise<void>;
  sendText(message: TextMessage): Promise<void>;
}

/** Gateways get the same 10 seconds as our own HTTP client (SPEC §9). */
export const PROVIDER_TIMEOUT_MS = 10_000;
