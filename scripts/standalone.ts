// After `next build` and the two scripts that adjust its output (compile-hints.ts, global-error-css.ts): makes
// .next/standalone a complete server, the one `npm start` and the image run. Next copies the server files and the
// node_modules they need there; this adds the static files, applies global-error-css to the standalone's own copy
// of the route manifests, and bundles the server entry (lib/server/host/start.ts) into server.js, in place of the
// one Next generated.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { dropGlobalErrorCss } from './global-error-css';

export async function assembleStandalone(root: string): Promise<void> {
  const standalone = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(standalone, '.next', 'required-server-files.json'))) {
    throw new Error(`${standalone} is missing: next.config.ts must say output: 'standalone'`);
  }
  // After compile-hints.ts, so the copied scripts carry their hints.
  cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
  if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  dropGlobalErrorCss(path.join(standalone, '.next'));
  await build({
    entryPoints: [path.join(root, 'lib/server/host/start.ts')],
    outfile: path.join(standalone, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // Next stays the copy Next traced into the standalone node_modules; the rest is bundled.
    external: ['next', 'next/*'],
    // `server-only` is empty under this condition, as in the app's own server bundles.
    conditions: ['react-server'],
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  assembleStandalone(process.cwd()).then(
    () => console.log('standalone server: .next/standalone/server.js'),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
