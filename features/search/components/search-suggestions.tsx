import type { ReactNode } from 'react';
import { AppImage } from '@/components/app-image';
import type { SearchGroup, SearchProduct } from '@/lib/contracts/search';
import type { SearchCombobox } from './use-search-combobox';
import type { SearchOption } from './search-links';

export const NO_RESULT = 'نتیجه‌ای یافت نشد';

type Props = { combobox: SearchCombobox; listboxId: string };

function Option({ option, active, onChoose, children }: { option: SearchOption; active: boolean; onChoose: () => void; children: ReactNode }) {
  return (
    <li
      id={option.id}
      role="option"
      aria-selected={active}
      // Keeps focus in the input, so the popover does not close before the click lands.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ${active ? 'bg-brand/10 text-brand' : 'hover:bg-gray-100'}`}
    >
      {children}
    </li>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <li role="presentation">
      <p id={id} className="px-3 pb-1 pt-2 text-xs font-bold text-muted">
        {title}
      </p>
      <ul role="group" aria-labelledby={id}>
        {children}
      </ul>
    </li>
  );
}

/** The suggestion listbox (products, categories, brands) of SPEC §2/§3, or 'no result' (SPEC §5). */
export function SearchSuggestions({ combobox, listboxId }: Props) {
  const { data, options, activeId, noResult, go } = combobox;
  if (noResult) return <p className="px-3 py-4 text-center text-sm text-muted">{NO_RESULT}</p>;
  if (!data || options.length === 0) return null;
  const byId = new Map(options.map((o) => [o.id, o]));
  const row = (id: string, body: ReactNode) => {
    const option = byId.get(id)!;
    return (
      <Option key={id} option={option} active={activeId === id} onChoose={() => go(option.href)}>
        {body}
      </Option>
    );
  };
  // Decorative: the title beside it names the option.
  const thumb = (item: SearchProduct | SearchGroup) => (
    <span aria-hidden="true" className="shrink-0">
      <AppImage images={item.images} fallbackLogo={null} alt="" width={40} height={40} className="size-10 rounded object-contain" />
    </span>
  );
  return (
    <ul id={listboxId} role="listbox" aria-label="پیشنهادهای جستجو" className="flex flex-col gap-1 py-1">
      {data.searchResponse.length > 0 ? (
        <Group id={`${listboxId}-products`} title="کالاها">
          {data.searchResponse.map((p) => row(`${listboxId}-p-${p.id}`, <>{thumb(p)}<span className="line-clamp-2">{p.title}</span></>))}
        </Group>
      ) : null}
      {data.categories.length > 0 ? (
        <Group id={`${listboxId}-categories`} title="دسته‌بندی‌ها">
          {data.categories.map((c) => row(`${listboxId}-c-${c.slug}`, <span>{`در دسته ${c.title}`}</span>))}
        </Group>
      ) : null}
      {data.brands.length > 0 ? (
        <Group id={`${listboxId}-brands`} title="برندها">
          {data.brands.map((b) => row(`${listboxId}-b-${b.slug}`, <>{thumb(b)}<span>{b.title}</span></>))}
        </Group>
      ) : null}
    </ul>
  );
}
