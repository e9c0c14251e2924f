import type { ExternalScript } from '@/lib/contracts/external-scripts';

/**
 * The analytics, tag manager and live-chat scripts the shop's settings name (SPEC §7), loaded without holding the
 * page back. Their origins are what the pages' Content-Security-Policy allows besides our own (docs/security.md).
 */
export function ExternalScripts({ scripts }: { scripts: readonly ExternalScript[] }) {
  return scripts.map((s) => <script key={s.src} src={s.src} async data-kind={s.kind} />);
}
