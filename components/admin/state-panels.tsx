import type { ReactNode } from 'react';
import { Button } from './button';

type PanelProps = { title: string; children?: ReactNode; action?: ReactNode; tone?: 'neutral' | 'error' };

function Panel({ title, children, action, tone = 'neutral' }: PanelProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <p className={`font-bold ${tone === 'error' ? 'text-red-700' : 'text-ink'}`}>{title}</p>
      {children ? <div className="max-w-md text-sm text-muted">{children}</div> : null}
      {action}
    </div>
  );
}

/** Nothing to list: says why, and what to do next (a filter to clear, a first item to add). */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return <Panel title={title} action={action}>{children}</Panel>;
}

/** A request failed: the server's Persian message, and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Panel
      tone="error"
      title="بارگذاری انجام نشد"
      action={onRetry ? <Button variant="secondary" onClick={onRetry}>تلاش دوباره</Button> : null}
    >
      {message} اگر دوباره تکرار شد، اتصال اینترنت را بررسی کنید یا چند دقیقه بعد برگردید.
    </Panel>
  );
}

/** The caller may not see this part of the console: says so, and who can change that. */
export function ForbiddenState({ message, action }: { message?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <p className="text-4xl font-bold text-gray-300" aria-hidden>
        ۴۰۳
      </p>
      <h1 className="text-lg font-bold">دسترسی به این بخش ندارید</h1>
      <p className="max-w-md text-sm text-muted">
        {message ?? 'نقش‌های شما اجازه دیدن این بخش را نمی‌دهد.'} اگر برای کارتان به آن نیاز دارید، از مدیر فروشگاه بخواهید نقش لازم را در بخش «کارکنان» به شما بدهد.
      </p>
      {action}
    </div>
  );
}
