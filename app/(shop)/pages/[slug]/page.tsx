import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactDetails } from '@/features/content/components/contact-details';
import { RichText } from '@/components/rich-text';
import { CONTENT_PAGE_SLUG } from '@/lib/contracts/content-page';
import type { ContentPage } from '@/lib/contracts/content-page';
import { formatJalaliDate } from '@/lib/format/jalali';
import { richTextToPlain } from '@/lib/sanitize-html';
import { getContentPage } from '@/lib/server/services/content/pages';
import { getStaticData } from '@/lib/server/services/content/static-data';

type Props = { params: Promise<{ slug: string }> };

// Kept in the page cache like the catalog pages: an operator's save purges it at once (lib/server/rendered-pages.ts).
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

function readPage(slug: string): Promise<ContentPage | null> {
  return CONTENT_PAGE_SLUG.test(slug) ? getContentPage(slug) : Promise.resolve(null);
}

/** The summary, or the start of the body's text when the operator left it empty. */
function describe(page: ContentPage): string {
  if (page.summary) return page.summary;
  const text = richTextToPlain(page.body);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await readPage((await params).slug);
  if (!page) return {};
  const path = `/pages/${page.slug}`;
  const description = describe(page);
  return {
    title: page.title,
    description,
    alternates: { canonical: path },
    openGraph: { title: page.title, description, url: path, locale: 'fa_IR', type: 'website' },
  };
}

export default async function ContentPageRoute({ params }: Props) {
  const page = await readPage((await params).slug);
  if (!page) notFound();
  const contacts = page.showContacts ? await getStaticData() : null;
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{page.title}</h1>
        <p className="text-xs text-muted">
          آخرین به‌روزرسانی: <time dateTime={page.updatedAt}>{formatJalaliDate(page.updatedAt)}</time>
        </p>
      </header>
      {page.body ? <RichText html={page.body} className="text-base" /> : null}
      {contacts ? <ContactDetails addresses={contacts.company.companyAddresses} departments={contacts.departments} /> : null}
    </article>
  );
}
