import { expect, test } from '@playwright/test';

// The API reference (lib/server/api/routes/docs): Swagger UI, served by the app itself, over /api/openapi.json.
test('/api/docs renders the API reference and an operation with its Persian error example', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(String(baseURL)) && !url.startsWith('data:')) outside.push(url);
  });

  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Vitrin API');
  const operation = page.locator('.opblock').filter({ has: page.locator('.opblock-summary-path', { hasText: /^\/api\/public\/pages\/\{slug\}$/ }) });
  await expect(operation).toHaveCount(1);
  await operation.locator('.opblock-summary').click();
  await expect(operation.locator('.responses-wrapper')).toContainText('مورد درخواستی یافت نشد');
  await expect(operation.locator('.responses-wrapper')).toContainText('404');

  expect(refused).toEqual([]);
  // Everything the page needs comes from the shop itself: no CDN.
  expect(outside).toEqual([]);
});
