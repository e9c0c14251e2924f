import { CREDIT_PURCHASE_NOTE, type GatewayOption } from '@/lib/payment-gateways';

type Props = { options: readonly GatewayOption[]; chosen: string | null; onChoose: (id: string) => void };

/** The gateways that fit the amount; shown when there is a choice, or when the only one is a credit purchase. */
export function GatewayChoice({ options, chosen, onChoose }: Props) {
  if (options.length === 0 || (options.length === 1 && !options[0]!.credit)) return null;
  return (
    <fieldset className="flex flex-wrap gap-3 text-sm">
      <legend className="mb-2">درگاه پرداخت</legend>
      {options.map((g) => (
        <label key={g.id} className={`flex cursor-pointer items-start gap-2 rounded-lg border bg-white px-3 py-2 ${chosen === g.id ? 'border-brand ring-1 ring-brand' : 'border-line'}`}>
          <input type="radio" name="gateway" className="mt-1" checked={chosen === g.id} onChange={() => onChoose(g.id)} />
          <span className="flex flex-col gap-0.5">
            <span className="font-bold">{g.title}</span>
            {g.credit ? <span className="text-xs text-muted">{CREDIT_PURCHASE_NOTE}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
