import type { Config } from 'tailwindcss';

/**
 * The theme's tokens, loaded by Tailwind 4 through `@config` in styles/globals.css. Colours and the corner radius
 * read CSS variables: styles/globals.css gives today's values, and the shop's /api/public/theme.css (the operator's
 * look page, lib/contracts/theme.ts) overrides them. Its name and logo come from the company settings.
 */
export default {
  theme: {
    // SPEC §9: 1024 (the desktop header, `desk`), 1280 and 1400; sm and md stay Tailwind's for the phone layouts.
    screens: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      desk: '1024px',
      xl: '1280px',
      '2xl': '1400px',
    },
    extend: {
      colors: {
        brand: { DEFAULT: 'var(--vitrin-primary)', dark: 'var(--vitrin-accent)' },
        surface: 'var(--vitrin-surface)',
        page: 'var(--vitrin-page)',
        ink: 'var(--vitrin-ink)',
        muted: 'var(--vitrin-muted)',
        seller: 'var(--vitrin-seller)',
        line: '#e5e7eb',
      },
      // One radius (lg, 8 px by default) sets the scale; full stays round.
      borderRadius: {
        sm: 'calc(var(--vitrin-radius) * 0.5)',
        DEFAULT: 'calc(var(--vitrin-radius) * 0.5)',
        md: 'calc(var(--vitrin-radius) * 0.75)',
        lg: 'var(--vitrin-radius)',
        xl: 'calc(var(--vitrin-radius) * 1.5)',
        '2xl': 'calc(var(--vitrin-radius) * 2)',
        '3xl': 'calc(var(--vitrin-radius) * 3)',
      },
      fontFamily: {
        // Vazirmatn (next/font/local in app/layout.tsx), then Persian-capable system fonts (docs/decisions/0010-subset-vazirmatn.md).
        sans: ['var(--font-vazirmatn)', 'Tahoma', "'Noto Sans Arabic'", "'DejaVu Sans'", 'sans-serif'],
      },
    },
  },
} satisfies Config;
