import { NavLink } from '@/components/nav-link';
import type { SiteNotification } from '@/lib/contracts/content';
import { pickImage, imageUrl } from '@/lib/images';
import { TOP_BANNER } from './notification-types';

/** Active top notification banners (type 0), each linking to its target (SPEC §2). */
export function TopBanners({ notifications }: { notifications: SiteNotification[] }) {
  const banners = notifications.filter((n) => n.type === TOP_BANNER && n.active);
  if (banners.length === 0) return null;
  return (
    <div role="region" aria-label="اطلاعیه‌ها">
      {banners.map((n) => {
        const image = pickImage(n.images);
        const text = <span className="block px-4 py-2 text-center text-sm font-bold text-brand-dark">{n.title}</span>;
        // A strip picture is unreadable when shrunk to a phone's width: phones get its text instead.
        const body = image ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- vector demo images; the helper adds width and quality */}
            <img
              src={imageUrl(image.src, { width: 1440 })}
              alt={n.alt || n.title}
              width={1440}
              height={60}
              className="hidden h-auto w-full object-cover md:block"
            />
            <span className="md:hidden">{text}</span>
          </>
        ) : (
          text
        );
        return (
          <div key={n.id} className={`bg-brand/10 ${n.mobileView ? '' : 'hidden md:block'}`}>
            {n.link ? (
              <NavLink href={n.link} className="block">
                {body}
              </NavLink>
            ) : (
              body
            )}
          </div>
        );
      })}
    </div>
  );
}
