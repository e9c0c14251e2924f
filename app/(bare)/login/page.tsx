import type { Metadata } from 'next';
import { requestTimeOnlyDuringBuild } from '@/lib/server/rendered-pages';
import { getStaticData } from '@/lib/server/services/content/static-data';
import { LoginPageWithPlaces } from '../../_compose/login-page';

export const metadata: Metadata = { title: 'ورود | ثبت نام', robots: { index: false, follow: false } };

/** SPEC §2 /login: the step machine inline, beside the shop's sign-in pictures; success returns to the path in c, else /. */
export default async function LoginPage() {
  await requestTimeOnlyDuringBuild();
  const { loginImages } = await getStaticData();
  return <LoginPageWithPlaces pictures={loginImages} />;
}
