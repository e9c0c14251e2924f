import type { Metadata } from 'next';
import { ConsoleHome } from '@/features/admin-home/components/console-home';

export const metadata: Metadata = { title: 'پیشخوان' };

export default function ConsoleHomePage() {
  return <ConsoleHome />;
}
