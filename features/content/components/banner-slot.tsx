import { NavLink } from '@/components/nav-link';
import { usePriorityPicture } from '@/components/priority-picture';
import { ScrollRow } from '@/components/scroll-row';
import type { Banner } from '@/lib/contracts/content';
import type { ImageObject } from '@/lib/contracts/images';
import { resolveImage } from '@/lib/images';

/** SPEC §2 "Banner slot": link type 2 on wide screens, 1 on narrow ones. */
export const WIDE_LINK_TYPE = 2;
export const NARROW_LINK_TYPE = 1;
/** Where "wide" starts: Tailwind's md breakpoint, used by the classes below too. */
const WIDE_FROM_PX = 768;

// A 1×1 transparent picture for the screen a banner is not meant for: the browser picks it and never
// downloads the real one, so each screen fetches only its own banners.
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

type Screen = { key: 'wide' | 'narrow'; linkType: number; skipMedia: string; width: number; height: number; visible: string };

const SCREENS: readonly Screen[] = [
  { key: 'wide', linkType: WIDE_LINK_TYPE, skipMedia: `(max-width: ${WIDE_FROM_PX - 0.02}px)`, width: 1440, height: 400, visible: 'hidden md:block' },
  { key: 'narrow', linkType: NARROW_LINK_TYPE, skipMedia: `(min-width: ${WIDE_FROM_PX}px)`, width: 720, height: 480, visible: 'md:hidden' },
];

type Props = {
  banners: Banner[];
  moduleNumber: number;
  logo: ImageObject;
  /** The first banner is the largest thing on the page: load it at once. */
  priority?: boolean;
  /** Several banners scroll in one row (a hero), or sit side by side. */
  layout?: 'carousel' | 'grid';
  label: string;
  className?: string;
};

function Slide({ banner, screen, logo, eager }: { banner: Banner; screen: Screen; logo: ImageObject; eager: boolean }) {
  const image = resolveImage(banner.images, { width: screen.width, fallbackLogo: logo, alt: banner.title });
  const { id, expectLink, loadingProps } = usePriorityPicture(eager);
  return (
    <NavLink href={banner.link} className="block overflow-hidden rounded-xl bg-gray-100">
      {expectLink}
      <picture>
        <source media={screen.skipMedia} srcSet={BLANK} />
        <img
          id={id}
          src={image.src}
          alt={image.alt}
          width={screen.width}
          height={screen.height}
          {...loadingProps}
          className={`block h-auto w-full ${image.missing ? 'opacity-30 grayscale' : ''}`}
        />
      </picture>
    </NavLink>
  );
}

export function BannerSlot({ banners, moduleNumber, logo, priority = false, layout = 'grid', label, className = '' }: Props) {
  const inSlot = banners.filter((b) => b.moduleNumber === moduleNumber);
  if (inSlot.length === 0) return null;
  return (
    <section aria-label={label} className={className}>
      {SCREENS.map((screen) => {
        const list = inSlot.filter((b) => b.linkType === screen.linkType);
        if (list.length === 0) return null;
        // A hero shows one banner at a time; on phones, side-by-side banners become a row that peeks at the next one.
        const scrolls = list.length > 1 && (layout === 'carousel' || screen.key === 'narrow');
        const itemClass = !scrolls ? 'min-w-0' : layout === 'carousel' ? 'w-full shrink-0 snap-center' : 'w-[85%] shrink-0 snap-start';
        const slides = list.map((banner, i) => (
          <li key={banner.id} className={itemClass}>
            <Slide banner={banner} screen={screen} logo={logo} eager={priority && i === 0} />
          </li>
        ));
        return (
          <div key={screen.key} data-screen={screen.key} className={screen.visible}>
            {scrolls ? (
              <ScrollRow label={label}>{slides}</ScrollRow>
            ) : (
              <ul className={`grid gap-3 ${list.length > 1 ? 'grid-cols-2' : ''}`}>{slides}</ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
