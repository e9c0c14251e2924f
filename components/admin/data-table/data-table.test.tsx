import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { columnsFor } from './columns';
import { DataTable } from './data-table';
import { useTableUrlState } from './use-table-url-state';

// The URL as Next's router keeps it: replace() changes it and every useSearchParams reader renders again.
const nav = vi.hoisted(() => {
  let search = '';
  const listeners = new Set<() => void>();
  return {
    get: () => search,
    set(next: string) {
      search = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
});
vi.mock('next/navigation', async () => {
  const { useMemo, useSyncExternalStore } = await import('react');
  return {
    usePathname: () => '/admin/things',
    useRouter: () => ({ replace: (url: string) => nav.set(url.split('?')[1] ?? '') }),
    useSearchParams: () => {
      const search = useSyncExternalStore(nav.subscribe, nav.get, nav.get);
      return useMemo(() => new URLSearchParams(search), [search]);
    },
  };
});

type Thing = { id: number; name: string; kind: string };
const col = columnsFor<Thing>();
const columns = col.columns([
  col.accessor('name', { header: 'نام' }),
  col.accessor('kind', { header: 'نوع', enableSorting: false, meta: { filter: { kind: 'select', param: 'kind', allLabel: 'همه', options: [{ value: 'a', label: 'الف' }, { value: 'b', label: 'ب' }] } } }),
  col.accessor('id', { header: 'شناسه' }),
]);
const FILTERS = ['kind'] as const;
const SORT = { id: 'id', desc: true };
const retry = vi.fn();

function Harness({ rows, total, error }: { rows?: Thing[]; total?: number; error?: unknown }) {
  const state = useTableUrlState({ defaultSort: SORT, filters: FILTERS });
  return (
    <>
      <output data-testid="query">{JSON.stringify(state.query)}</output>
      <DataTable
        caption="چیزها"
        columns={columns}
        rows={rows}
        total={total}
        getRowId={(t) => String(t.id)}
        state={state}
        isPending={!rows && !error}
        error={error}
        onRetry={retry}
        searchLabel="جست‌وجو"
        empty={{ title: 'هنوز چیزی نیست', description: 'اولی را بسازید.' }}
      />
    </>
  );
}

const things: Thing[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `چیز ${i + 1}`, kind: i % 2 ? 'a' : 'b' }));
const query = () => JSON.parse(screen.getByTestId('query').textContent!) as Record<string, unknown>;

beforeEach(() => act(() => nav.set('')));

describe('DataTable', () => {
  it('shows a page with sortable headers and the page count, and asks the defaults', () => {
    render(<Harness rows={things} total={45} />);
    const table = screen.getByRole('table', { name: 'چیزها' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('columnheader', { name: /شناسه/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('۴۵ مورد؛ صفحه ۱ از ۳')).toBeInTheDocument();
    expect(query()).toEqual({ page: 1, pageSize: 20, sort: 'id', order: 'desc' });
  });

  it('keeps sorting, filters and the page in the URL; a new filter or sort goes back to page 1', async () => {
    const user = userEvent.setup();
    render(<Harness rows={things} total={45} />);
    await user.click(screen.getByRole('button', { name: 'صفحه بعد' }));
    expect(nav.get()).toBe('page=2');
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /نام/ }));
    expect(new URLSearchParams(nav.get()).toString()).toBe('sort=name&order=asc');
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /نام/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.selectOptions(screen.getByLabelText('نوع'), 'b');
    expect(query()).toEqual({ page: 1, pageSize: 20, sort: 'name', order: 'asc', kind: 'b' });
    await user.selectOptions(screen.getByLabelText('در هر صفحه'), '50');
    expect(query()).toMatchObject({ pageSize: 50, kind: 'b' });
    await user.click(screen.getByRole('button', { name: 'پاک کردن فیلترها' }));
    expect(query()).toEqual({ page: 1, pageSize: 50, sort: 'name', order: 'asc' });
  });

  it('searches once typing pauses', async () => {
    const user = userEvent.setup();
    render(<Harness rows={things} total={20} />);
    await user.type(screen.getByLabelText('جست‌وجو'), '۰۹۱۲');
    await waitFor(() => expect(query()).toMatchObject({ q: '۰۹۱۲' }));
  });

  it('says when nothing matches the filters, and when there is nothing at all', () => {
    act(() => nav.set('kind=a'));
    const { rerender } = render(<Harness rows={[]} total={0} />);
    expect(screen.getByText('با این جست‌وجو و فیلترها چیزی پیدا نشد')).toBeInTheDocument();
    act(() => nav.set(''));
    rerender(<Harness rows={[]} total={0} />);
    expect(screen.getByText('هنوز چیزی نیست')).toBeInTheDocument();
    expect(screen.getByText('اولی را بسازید.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading and the server’s message with a retry on failure', async () => {
    const { rerender } = render(<Harness />);
    expect(screen.getByRole('status', { name: 'در حال بارگذاری' })).toBeInTheDocument();
    rerender(<Harness error={new ApiError('دسترسی به این بخش مجاز نیست', 403, {}, true)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('دسترسی به این بخش مجاز نیست');
    await userEvent.setup().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retry).toHaveBeenCalled();
  });
});
