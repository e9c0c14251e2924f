import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqGroup } from '@/lib/contracts/faq';
import { FaqList } from './faq-list';

const groups: FaqGroup[] = [
  {
    id: 1,
    title: 'ارسال',
    items: [
      { id: 11, question: 'هزینه ارسال چقدر است؟', answer: 'برای خریدهای بالای ۵ میلیون تومان رایگان است.' },
      { id: 12, question: 'تحویل حضوری دارید؟', answer: 'بله، در شعبه‌های تهران و مشهد.' },
    ],
  },
  {
    id: 2,
    title: 'خرید اقساطی',
    items: [{ id: 21, question: 'برای خرید اقساطی ضامن لازم است؟', answer: 'خیر، با کارت ملی و گواهی کسر از حقوق.' }],
  },
];

const questions = () => screen.queryAllByRole('group').map((d) => d.querySelector('summary')?.textContent?.replace('+', '').trim());

describe('FaqList', () => {
  it('shows every group with its questions under a heading', () => {
    render(<FaqList groups={groups} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['ارسال', 'خرید اقساطی']);
    expect(questions()).toHaveLength(3);
  });

  it('filters questions and answers as you type, dropping empty groups', async () => {
    const user = userEvent.setup();
    render(<FaqList groups={groups} />);
    await user.type(screen.getByRole('searchbox', { name: 'جستجو در سوالات' }), 'حضوری');
    expect(questions()).toEqual(['تحویل حضوری دارید؟']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['ارسال']);
    expect(screen.getByRole('status')).toHaveTextContent('۱ سوال پیدا شد.');
  });

  it('matches Arabic ي and ك typed for Persian ی and ک, and Persian digits for Latin ones', async () => {
    const user = userEvent.setup();
    render(<FaqList groups={groups} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'اقساطي');
    expect(questions()).toEqual(['برای خرید اقساطی ضامن لازم است؟']);
    await user.clear(box);
    await user.type(box, 'كارت ملي');
    expect(questions()).toEqual(['برای خرید اقساطی ضامن لازم است؟']);
    await user.clear(box);
    await user.type(box, '5 میلیون');
    expect(questions()).toEqual(['هزینه ارسال چقدر است؟']);
  });

  it('says so when nothing matches, and shows everything again once cleared', async () => {
    const user = userEvent.setup();
    render(<FaqList groups={groups} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'گارانتی اپل');
    expect(screen.getByRole('status')).toHaveTextContent('سوالی با این عبارت پیدا نشد.');
    expect(questions()).toHaveLength(0);
    await user.clear(box);
    expect(questions()).toHaveLength(3);
  });

  it('opens the matching answers while searching', async () => {
    const user = userEvent.setup();
    render(<FaqList groups={groups} />);
    await user.type(screen.getByRole('searchbox'), 'ضامن');
    const [details] = screen.getAllByRole('group');
    expect(details).toHaveAttribute('open');
    expect(within(details!).getByText(/کارت ملی/)).toBeVisible();
  });
});
