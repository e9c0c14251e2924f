import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TestDbTemplate } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbTemplate;
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide('testDb', template);
  return async () => {
    await dropTemplate(template);
    if (template.kind === 'pglite') await rm(template.dumpPath, { force: true });
  };
}
