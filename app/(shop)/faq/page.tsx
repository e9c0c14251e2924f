import type { Metadata } from 'next';
import { connection } from 'next/server';
import { FaqList } from '@/features/content/components/faq-list';
import { listFaq } from '@/lib/server/services/content/faq';

export const metadata: Metadata = {
  title: 'سوالات متداول',
  description: 'پاسخ پرسش‌های رایج درباره ثبت سفارش، ارسال، خرید اقساطی، گارانتی و بازگشت کالا',
  alternates: { canonical: '/faq' },
};

export default async function FaqPage() {
  await connection();
  const groups = await listFaq();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">سوالات متداول</h1>
      <FaqList groups={groups} />
    </div>
  );
}
