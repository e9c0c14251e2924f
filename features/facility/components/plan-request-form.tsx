'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { FacilityPlan, PlanRequest } from '@/lib/contracts/facility';
import { toPersianDigits } from '@/lib/format/digits';
import { usePlanLoanTimes } from '../api/get-plan-loan-times';
import { getPlanRequest } from '../api/plan-requests';
import { createPlanRequest, editPlanRequest } from '../api/save-plan-request';
import { checkPathOf } from '../paths';
import { AppointmentStep } from './appointment-step';
import { StepApplicant } from './step-applicant';
import { StepCredit } from './step-credit';
import { StepDocuments } from './step-documents';
import { StepPlan, type PlanStepValues } from './step-plan';

export type AppointmentBranch = { id: number; title: string; address: string };

type Props = { plans: readonly FacilityPlan[]; branches: readonly AppointmentBranch[]; requestId: number | null; formPath: string };

const STEPS = ['طرح و مبلغ', 'مشخصات متقاضی', 'ضمانت و مدارک', 'اعتبارسنجی', 'تعیین نوبت'] as const;

/** The stepped loan request; every step is saved on the server, so the page (?id=) resumes where it was left. */
export function PlanRequestForm({ plans, branches, requestId, formPath }: Props) {
  const router = useRouter();
  const [request, setRequest] = useState<PlanRequest | null>(null);
  const [step, setStep] = useState(0);
  const [loading, setLoading] = useState(requestId !== null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [branchId, setBranchId] = useState<number | null>(branches[0]?.id ?? null);
  const times = usePlanLoanTimes(step === 4 ? branchId : null);

  // What a toast said about one step is not about the next: they go when the step changes.
  useEffect(() => toast.dismiss(), [step]);

  useEffect(() => {
    if (requestId === null) return;
    getPlanRequest(requestId)
      .then((r) => {
        setRequest(r);
        setStep(Math.min(r.step, 4));
        if (r.branchId) setBranchId(r.branchId);
      })
      .catch((error: unknown) => toast.error(toApiError(error).message))
      .finally(() => setLoading(false));
  }, [requestId]);

  async function save(run: () => Promise<{ data: PlanRequest; message?: string }>, { toastSuccess = false } = {}) {
    setBusy(true);
    setErrors({});
    try {
      const { data, message } = await run();
      setRequest(data);
      setStep(Math.min(data.step, 4));
      if (toastSuccess && message) toast.success(message);
      if (data.id !== requestId) router.replace(`${formPath}?id=${data.id}`);
      return data;
    } catch (error) {
      const apiError = toApiError(error);
      setErrors(apiError.fields);
      toast.error(apiError.message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const savePlan = (v: PlanStepValues) =>
    void save(() => (request ? editPlanRequest(request, 0, { planId: v.planId, fromBasket: v.fromBasket, amount: v.amount }) : createPlanRequest({ planId: v.planId, fromBasket: v.fromBasket, amount: v.amount })));

  const reload = async () => {
    if (request) setRequest(await getPlanRequest(request.id));
  };

  if (loading) return <p className="p-6 text-center text-sm text-muted">در حال بارگذاری درخواست…</p>;
  const submitted = request !== null && request.state !== 'draft';

  return (
    <div className="space-y-6">
      <ol className="flex flex-wrap gap-2 text-xs" aria-label="مراحل درخواست">
        {STEPS.map((title, i) => (
          <li key={title}>
            <button
              type="button"
              className={`rounded-full border px-3 py-1 ${i === step ? 'border-brand bg-brand text-white' : 'border-line'}`}
              aria-current={i === step ? 'step' : undefined}
              disabled={busy || i > (request?.step ?? 0) || (submitted && i !== 4)}
              onClick={() => setStep(i)}
            >
              {toPersianDigits(String(i + 1))}. {title}
            </button>
          </li>
        ))}
      </ol>
      <h2 className="text-lg font-bold">{STEPS[step]}</h2>
      {step === 0 ? <StepPlan plans={plans} request={request} busy={busy || submitted} errors={errors} onSave={savePlan} /> : null}
      {step === 1 && request ? <StepApplicant request={request} busy={busy} errors={errors} onSave={(v) => void save(() => editPlanRequest(request, 1, v))} /> : null}
      {step === 2 && request ? (
        <StepDocuments request={request} busy={busy} onUploaded={() => void reload()} onSave={(g) => void save(() => editPlanRequest(request, 2, { guaranteeType: g }))} />
      ) : null}
      {step === 3 && request ? <StepCredit request={request} busy={busy} onCheck={() => void save(() => editPlanRequest(request, 3, {}))} /> : null}
      {step === 4 && request ? (
        <div className="space-y-4">
          {branches.length > 1 ? (
            <label className="flex flex-col gap-1 text-sm">
              شعبه مراجعه
              <select className="rounded-lg border border-line bg-white px-3 py-2" value={branchId ?? ''} onChange={(e) => setBranchId(Number(e.target.value))} disabled={busy}>
                {branches.map((b) => <option key={b.id} value={b.id}>{b.title}</option>)}
              </select>
            </label>
          ) : null}
          <AppointmentStep
            key={`${branchId}-${times.dataUpdatedAt}`}
            days={times.data ?? []}
            initial={request.meetDateTime}
            disabled={times.isLoading || request.state === 'approved' || request.state === 'rejected' || request.attended}
            busy={busy}
            onSubmit={(meetDateTime) => void save(() => editPlanRequest(request, 4, { branchId, meetDateTime }), { toastSuccess: true }).then(() => times.refetch())}
          />
          {request.state === 'submitted' ? (
            <p className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
              درخواست شما ثبت شد. <Link href={checkPathOf(request.kind, request.id)} className="underline">پیگیری درخواست</Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
