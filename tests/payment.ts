import { expect } from 'vitest';
import { callApi } from './api';
import { bearer, json } from './auth';

type Charge = { paymentId: number; redirectUrl: string };

export function charge(token: string, body: Record<string, unknown>) {
  return callApi('/user/wallet/charge', json(body, { Authorization: `Bearer ${token}` }));
}

export async function startCharge(token: string, amount: number, gateway = 'sandbox'): Promise<Charge> {
  const res = await charge(token, { amount, gateway });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: Charge }).data;
}

export const sandboxToken = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').at(-1)!;

/** The sandbox bank page's button: answers where the bank sends the browser back. */
export async function decideInSandbox(redirectUrl: string, action: 'pay' | 'cancel'): Promise<URL> {
  const res = await callApi(`/sandbox-bank/${sandboxToken(redirectUrl)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('Location')!);
}

/** Follows a callback URL (absolute, from the bank) into the in-process API; answers the result page it redirects to. */
export async function followCallback(url: URL, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const res = await callApi(`${url.pathname.replace(/^\/api/, '')}${url.search}`, { method });
  expect(res.status).toBe(303);
  return res.headers.get('Location')!;
}

export async function balanceOf(token: string): Promise<number> {
  const res = await callApi('/user/wallet', bearer(token));
  return (res.body as { data: { balance: number } }).data.balance;
}

export async function paymentOf(token: string, id: number) {
  return callApi(`/user/payment/${id}`, bearer(token));
}
