import type { Metadata } from 'next';
import { FilteredPosts, filteredPostsMetadata, type FilterParams } from '../../filtered-posts';

export const revalidate = 30;
export function generateStaticParams(): { name: string }[] {
  return [];
}

type Props = { params: FilterParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return filteredPostsMetadata('tag', params);
}

export default function BlogTagPage({ params }: Props) {
  return <FilteredPosts filter="tag" params={params} />;
}
