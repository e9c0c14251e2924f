import type { Config } from 'tailwindcss';

/**
 * The theme's tokens, loaded by Tailwind 4 through `@config` in styles/globals.css. A white-label shop changes its
 * colours here; its name and logo come from the company settings.
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
        brand: { DEFAULT: '#e11d48', dark: '#be123c' },
        ink: '#1f2937',
        muted: '#6b7280',
        line: '#e5e7eb',
      },
      fontFamily: {
        // Vazirmatn (next/font/local in app/layout.tsx), then Persian-capable system fonts (docs/decisions/0010-subset-vazirmatn.md).
        sans: ['var(--font-vazirmatn)', 'Tahoma', "'Noto Sans Arabic'", "'DejaVu Sans'", 'sans-serif'],
      },
    },
  },
} satisfies Config;
