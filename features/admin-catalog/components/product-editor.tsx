'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Can } from '@/components/admin/access';
import { Button, buttonClass } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { AdminProduct } from '@/lib/contracts/admin/products';
import { useCatalogOptions } from '../api/get-catalog-options';
import { useProduct } from '../api/get-product';
import { useDuplicateProduct } from '../api/duplicate-product';
import { usePublishProduct } from '../api/publish-product';
import { useRemoveProduct } from '../api/remove-product';
import { BundlesPanel } from './bundles-panel';
import { PicturesPanel } from './pictures-panel';
import { ProductForm } from './product-form';
import { StatusBadge } from './products-page';
import { VariantsPanel } from './variants-panel';

const crumbs = (title: string) => [{ label: 'پیشخوان', href: '/admin' }, { label: 'کالاها', href: '/admin/catalog/products' }, { label: title }];

function Loading() {
  return (
    <div className="flex flex-col gap-4" aria-busy>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-64" />
    </div>
  );
}

function Actions({ product }: { product: AdminProduct }) {
  const router = useRouter();
  const publish = usePublishProduct();
  const duplicate = useDuplicateProduct();
  const remove = useRemoveProduct();
  const [confirming, setConfirming] = useState(false);
  const run = async <T,>(action: () => Promise<T & { message: string }>, then?: (result: T) => void) => {
    try {
      const result = await action();
      toast.success(result.message);
      then?.(result);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  const live = product.published && !product.archived;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={product.path} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
        {live ? 'دیدن در فروشگاه' : 'پیش‌نمایش'}
      </a>
      <Can permission="catalog.write">
        <Button variant={live ? 'secondary' : 'primary'} pending={publish.isPending} onClick={() => void run(() => publish.mutateAsync({ id: product.id, published: !live }))}>
          {live ? 'برداشتن از فروشگاه' : 'انتشار'}
        </Button>
        <Button variant="secondary" pending={duplicate.isPending} onClick={() => void run(() => duplicate.mutateAsync(product.id), (r) => router.push(`/admin/catalog/products/${r.product.id}`))}>
          رونوشت
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          حذف
        </Button>
        <ConfirmDialog
          open={confirming}
          title={`حذف «${product.title}»`}
          confirmLabel="حذف"
          pending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void run(
              () => remove.mutateAsync(product.id),
              () => {
                setConfirming(false);
                router.push('/admin/catalog/products');
              },
            )
          }
        >
          کالایی که در سفارشی آمده باشد حذف نمی‌شود؛ بایگانی می‌شود و از فروشگاه برداشته می‌شود.
        </ConfirmDialog>
      </Can>
    </div>
  );
}

/** One product: its actions, its fields and its variants. */
export function ProductEditor({ id }: { id: number }) {
  const product = useProduct(id);
  const options = useCatalogOptions();
  if (product.error || options.error) {
    const error = product.error ?? options.error;
    return <ErrorState message={toApiError(error).message} onRetry={() => void Promise.all([product.refetch(), options.refetch()])} />;
  }
  if (!product.data || !options.data) return <Loading />;
  const p = product.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={p.title}
        breadcrumbs={crumbs(p.title)}
        description={<StatusBadge status={p.archived ? 'archived' : p.published ? 'published' : 'draft'} />}
        actions={<Actions product={p} />}
      />
      <VariantsPanel product={p} options={options.data} />
      <PicturesPanel product={p} options={options.data} />
      <BundlesPanel product={p} />
      <ProductForm key={p.id} product={p} options={options.data} />
    </div>
  );
}

export function NewProduct() {
  const options = useCatalogOptions();
  if (options.error) return <ErrorState message={toApiError(options.error).message} onRetry={() => void options.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="کالای تازه" breadcrumbs={crumbs('کالای تازه')} description="پس از ساختن، تنوع‌ها (رنگ، حافظه)، قیمت و موجودی را در صفحه کالا می‌افزایید." />
      {options.data ? <ProductForm options={options.data} /> : <Loading />}
    </div>
  );
}
