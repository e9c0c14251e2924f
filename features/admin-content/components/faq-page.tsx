'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { SelectField, TextareaField, TextField } from '@/components/admin/form/fields';
import { ListState } from '@/components/admin/list-state';
import { PageHeader } from '@/components/admin/page-header';
import { SortableList } from '@/components/admin/sortable-list';
import { useConfirmedRemove } from '@/components/admin/use-confirmed-remove';
import { toast } from '@/components/toasts';
import { faqGroupBodySchema, faqQuestionBodySchema, type AdminFaqGroup, type AdminFaqQuestion } from '@/lib/contracts/admin/faq';
import { toPersianDigits } from '@/lib/format/digits';
import { useDeleteFaqGroup, useDeleteFaqQuestion, useFaq, useReorderFaqGroups, useReorderFaqQuestions, useSaveFaqGroup, useSaveFaqQuestion } from '../api/faq-api';
import { EditFormActions } from '@/components/admin/form/edit-form-actions';
import { useOrderSaver } from './use-order-saver';

type GroupInput = z.input<typeof faqGroupBodySchema>;
type GroupOutput = z.output<typeof faqGroupBodySchema>;
type QuestionInput = z.input<typeof faqQuestionBodySchema>;
type QuestionOutput = z.output<typeof faqQuestionBodySchema>;

function GroupForm({ editing, onDone }: { editing: AdminFaqGroup | null; onDone: () => void }) {
  const save = useSaveFaqGroup();
  const empty: GroupInput = { title: '', sort: '0' };
  const form = useForm<GroupInput, unknown, GroupOutput>({ resolver: zodResolver(faqGroupBodySchema), defaultValues: editing ? { title: editing.title, sort: String(editing.sort) } : empty });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success(editing ? 'گروه ذخیره شد' : 'گروه افزوده شد؛ با نخستین پرسش در صفحه پرسش‌های متداول دیده می‌شود');
      form.reset(empty);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['title', 'sort']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="faq-group-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
      <h2 id="faq-group-form-title" className="font-bold">
        {editing ? `ویرایش گروه «${editing.title}»` : 'افزودن گروه'}
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField control={form.control} name="title" label="عنوان گروه" required maxLength={80} />
        <TextField control={form.control} name="sort" label="ترتیب گروه" inputMode="numeric" hint="کوچک‌تر، بالاتر." />
      </div>
      <EditFormActions pending={save.isPending} editing={Boolean(editing)} saveLabel="ذخیره گروه" addLabel="افزودن گروه" onCancel={onDone} />
    </form>
  );
}

function QuestionForm({ groups, editing, onDone }: { groups: AdminFaqGroup[]; editing: AdminFaqQuestion | null; onDone: () => void }) {
  const save = useSaveFaqQuestion();
  const empty: QuestionInput = { groupId: String(groups[0]?.id ?? ''), question: '', answer: '', sort: '0' };
  const form = useForm<QuestionInput, unknown, QuestionOutput>({
    resolver: zodResolver(faqQuestionBodySchema),
    defaultValues: editing ? { groupId: String(editing.groupId), question: editing.question, answer: editing.answer, sort: String(editing.sort) } : empty,
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success('پرسش ذخیره شد و در صفحه پرسش‌های متداول دیده می‌شود');
      form.reset(empty);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['groupId', 'question', 'answer', 'sort']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="faq-question-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
      <h2 id="faq-question-form-title" className="font-bold">
        {editing ? 'ویرایش پرسش' : 'افزودن پرسش'}
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField control={form.control} name="groupId" label="گروه" required options={groups.map((g) => ({ value: String(g.id), label: g.title }))} />
        <TextField control={form.control} name="question" label="پرسش" required maxLength={300} />
        <TextField control={form.control} name="sort" label="ترتیب" inputMode="numeric" />
      </div>
      <TextareaField control={form.control} name="answer" label="پاسخ" required maxLength={3000} />
      <EditFormActions pending={save.isPending} editing={Boolean(editing)} saveLabel="ذخیره پرسش" addLabel="افزودن پرسش" onCancel={onDone} />
    </form>
  );
}

/** The questions of /faq, by group: groups and questions added, changed, ordered or removed. */
export function FaqPage() {
  const list = useFaq();
  const removeGroup = useDeleteFaqGroup();
  const removeQuestion = useDeleteFaqQuestion();
  const [editingGroup, setEditingGroup] = useState<AdminFaqGroup | null>(null);
  const [editingQuestion, setEditingQuestion] = useState<AdminFaqQuestion | null>(null);
  const groupRemoval = useConfirmedRemove<AdminFaqGroup>((row) => removeGroup.mutateAsync(row.id), 'گروه حذف شد');
  const questionRemoval = useConfirmedRemove<AdminFaqQuestion>((row) => removeQuestion.mutateAsync(row.id), 'پرسش حذف شد');
  const groupOrder = useOrderSaver(useReorderFaqGroups(), 'ترتیب گروه‌ها ذخیره شد و در صفحه پرسش‌های متداول دیده می‌شود');
  const questionOrder = useOrderSaver(useReorderFaqQuestions(), 'ترتیب پرسش‌ها ذخیره شد و در صفحه پرسش‌های متداول دیده می‌شود');

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="پرسش‌های متداول"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'پرسش‌های متداول' }]}
        description="گروه‌ها و پرسش‌های صفحه «سوالات متداول». گروه بی‌پرسش در فروشگاه دیده نمی‌شود. برای تغییر ترتیب، گروه یا پرسشی را روی دیگری بکشید یا دکمه‌های ▲ و ▼ را بزنید."
        actions={
          <a href="/faq" target="_blank" rel="noreferrer" className="text-sm text-brand-dark underline">
            دیدن صفحه
          </a>
        }
      />
      <Can permission="content.write">
        <GroupForm key={editingGroup?.id ?? 'new-group'} editing={editingGroup} onDone={() => setEditingGroup(null)} />
        {list.data && list.data.length > 0 ? (
          <QuestionForm key={editingQuestion?.id ?? 'new-question'} groups={list.data} editing={editingQuestion} onDone={() => setEditingQuestion(null)} />
        ) : null}
      </Can>
      <ListState query={list} empty="هنوز گروهی نیست">
        {(groups) => (
          <SortableList
            {...groupOrder}
            items={groups}
            label="گروه‌های پرسش"
            idOf={(g) => g.id}
            titleOf={(g) => `گروه ${g.title}`}
            render={(group) => (
              <section aria-label={group.title} className="my-2 flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-bold">{`${group.title} (${toPersianDigits(group.questions.length)} پرسش)`}</h2>
                  <Can permission="content.write">
                    <span className="flex gap-2">
                      <Button variant="secondary" onClick={() => setEditingGroup(group)} aria-label={`ویرایش گروه ${group.title}`}>
                        ویرایش گروه
                      </Button>
                      <Button variant="ghost" onClick={() => groupRemoval.ask(group)} aria-label={`حذف گروه ${group.title}`}>
                        حذف گروه
                      </Button>
                    </span>
                  </Can>
                </div>
                {group.questions.length === 0 ? (
                  <p className="text-muted">پرسشی در این گروه نیست؛ تا پرسشی نداشته باشد در فروشگاه دیده نمی‌شود.</p>
                ) : (
                  <SortableList
                    {...questionOrder}
                    items={group.questions}
                    label={`پرسش‌های ${group.title}`}
                    idOf={(q) => q.id}
                    titleOf={(q) => q.question}
                    render={(q) => (
                      <div className="flex flex-wrap items-start gap-3 py-2">
                        <span className="flex min-w-48 flex-1 flex-col gap-1">
                          <span className="font-medium">{q.question}</span>
                          <span className="line-clamp-2 text-muted">{q.answer}</span>
                        </span>
                        <Can permission="content.write">
                          <span className="flex gap-2">
                            <Button variant="secondary" onClick={() => setEditingQuestion(q)} aria-label={`ویرایش پرسش ${q.question}`}>
                              ویرایش
                            </Button>
                            <Button variant="ghost" onClick={() => questionRemoval.ask(q)} aria-label={`حذف پرسش ${q.question}`}>
                              حذف
                            </Button>
                          </span>
                        </Can>
                      </div>
                    )}
                  />
                )}
              </section>
            )}
          />
        )}
      </ListState>
      <ConfirmDialog open={groupRemoval.removing !== null} title="گروه حذف شود؟" confirmLabel="حذف" pending={removeGroup.isPending} onConfirm={() => void groupRemoval.confirm()} onCancel={groupRemoval.cancel}>
        {groupRemoval.removing ? `«${groupRemoval.removing.title}» و ${toPersianDigits(groupRemoval.removing.questions.length)} پرسش آن حذف می‌شوند.` : null}
      </ConfirmDialog>
      <ConfirmDialog open={questionRemoval.removing !== null} title="پرسش حذف شود؟" confirmLabel="حذف" pending={removeQuestion.isPending} onConfirm={() => void questionRemoval.confirm()} onCancel={questionRemoval.cancel}>
        {questionRemoval.removing ? `«${questionRemoval.removing.question}» از صفحه پرسش‌های متداول برداشته می‌شود.` : null}
      </ConfirmDialog>
    </div>
  );
}
