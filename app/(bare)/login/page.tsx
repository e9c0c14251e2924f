import type { Metadata } from 'next';
import { LoginPageWithPlaces } from '../../_compose/login-page';

export const metadata: Metadata = { title: 'ورود | ثبت نام', robots: { index: false, follow: false } };

/** SPEC §2 /login: the step machine inline; success returns to the path in c, else /. */
export default function LoginPage() {
  return <LoginPageWithPlaces />;
}
