import { toPersianDigits } from '@/lib/format/digits';

const kinds = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'application/pdf': 'PDF' } as const;

/** "PDF، ۱۲ کیلوبایت" */
export function describeFile(mime: keyof typeof kinds, size: number): string {
  return `${kinds[mime]}، ${toPersianDigits(Math.max(1, Math.round(size / 1024)))} کیلوبایت`;
}
