import { z } from 'zod';

/** The third-party scripts a shop may add (SPEC §7: analytics, tag manager, live chat), and nothing else. */
export const EXTERNAL_SCRIPT_KINDS = ['analytics', 'tagManager', 'liveChat'] as const;

const isHttps = (v: string) => URL.canParse(v) && new URL(v).protocol === 'https:';

const httpsUrl = z.string().max(500).refine(isHttps, { error: 'نشانی اسکریپت باید با https شروع شود' });

/** An origin such as https://widget.example (scheme and host, nothing after). */
const httpsOrigin = z
  .string()
  .max(200)
  .refine((v) => isHttps(v) && new URL(v).origin === v.replace(/\/$/, ''), { error: 'فقط مبدأ با https (مانند https://example.com) را بنویسید' });

/**
 * One script the shell loads after the page is interactive. The Content-Security-Policy allows its origin, plus
 * `origins` for the hosts the widget talks to or frames in (a tag manager's analytics host, a chat's socket host).
 */
export const externalScriptSchema = z.object({
  kind: z.enum(EXTERNAL_SCRIPT_KINDS, { error: 'نوع اسکریپت یکی از analytics، tagManager و liveChat است' }),
  src: httpsUrl,
  origins: z.array(httpsOrigin).max(5, { error: 'حداکثر ۵ مبدأ برای هر اسکریپت' }).default([]),
});
export type ExternalScript = z.infer<typeof externalScriptSchema>;

/** Every origin a list of scripts needs, once each. */
export function externalOrigins(scripts: readonly ExternalScript[]): string[] {
  return [...new Set(scripts.flatMap((s) => [new URL(s.src).origin, ...s.origins.map((o) => new URL(o).origin)]))];
}
