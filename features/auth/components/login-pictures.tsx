'use client';

import { AppImage } from '@/components/app-image';
import { useStaticData } from '@/lib/static-data/use-static-data';

/**
 * The shop's sign-in pictures (console: company settings), in a strip under the first step (the modal, and /login on
 * screens too narrow for them beside the form). They come from the browser's copy of
 * the static data, so the modal, opened on any page, shows them without a request once the copy is there.
 */
export function LoginPictures({ className = '' }: { className?: string }) {
  const shop = useStaticData((d) => ({ name: d.company.companyName, pictures: d.loginImages }));
  if (!shop || shop.pictures.length === 0) return null;
  return (
    <ul aria-label={shop.name} className={`grid auto-cols-[calc((100%-1rem)/3)] grid-flow-col gap-2 overflow-x-auto ${className}`}>
      {shop.pictures.map((picture, i) => (
        <li key={i}>
          <AppImage images={picture} fallbackLogo={null} width={240} height={160} className="aspect-[3/2] w-full rounded-lg object-cover" />
        </li>
      ))}
    </ul>
  );
}
