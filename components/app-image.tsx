import { usePriorityPicture } from '@/components/priority-picture';
import { resolveImage, type ImageInput } from '@/lib/images';

type Props = {
  images: ImageInput;
  fallbackLogo: ImageInput;
  alt?: string;
  width: number;
  height: number;
  size?: string | number;
  className?: string;
  priority?: boolean;
};

/** An image through the URL helper; a missing one shows the company logo faded (SPEC §3). */
export function AppImage({ images, fallbackLogo, alt, width, height, size, className = '', priority }: Props) {
  const image = resolveImage(images, { size, width, fallbackLogo, alt });
  const { id, expectLink, loadingProps } = usePriorityPicture(priority);
  if (!image.src) {
    return (
      <>
        {expectLink}
        <span id={id} role="img" aria-label={image.alt} className={`block bg-gray-100 ${className}`} />
      </>
    );
  }
  return (
    <>
      {expectLink}
      {/* Plain <img>: the helper already adds width and quality for the shop's image host. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        id={id}
        src={image.src}
        alt={image.alt}
        width={width}
        height={height}
        {...loadingProps}
        className={`${image.missing ? 'opacity-30 grayscale' : ''} ${className}`}
      />
    </>
  );
}
