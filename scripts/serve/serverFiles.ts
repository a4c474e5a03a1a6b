import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listBuildFiles, SERVER_DIR } from './buildFiles';
import { inlineExecutableScripts, scriptHash } from './inlineScripts';
import {
  algoliaOrigins,
  nginxSecurityHeaders,
  securityHeaders,
  workerSecurityHeaders,
  type CspSources,
} from './securityHeaders';

export const CSP_FILE = `${SERVER_DIR}/csp.json`;
export const NGINX_HEADERS_FILE = `${SERVER_DIR}/security-headers.conf`;
/** The code runner's worker script: the same lines with the worker's own CSP. */
export const NGINX_WORKER_HEADERS_FILE = `${SERVER_DIR}/runner-worker-headers.conf`;

/** Hashes of every distinct inline script in the built pages, sorted. */
export async function collectScriptHashes(buildDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of (await listBuildFiles(buildDir)).filter((name) => name.endsWith('.html'))) {
    const html = await readFile(path.join(buildDir, file), 'utf8');
    for (const body of inlineExecutableScripts(html)) hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}

/** Writes the CSP sources (for the Node server) and the header lines (for nginx) into the build. */
export async function writeServerFiles(
  buildDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CspSources> {
  const appId = env.ALGOLIA_APP_ID?.trim() || null;
  if (appId) algoliaOrigins(appId);
  const sources: CspSources = { scriptHashes: await collectScriptHashes(buildDir), algoliaAppId: appId };
  await mkdir(path.join(buildDir, SERVER_DIR), { recursive: true });
  await writeFile(path.join(buildDir, CSP_FILE), `${JSON.stringify(sources, null, 2)}\n`);
  await writeFile(path.join(buildDir, NGINX_HEADERS_FILE), nginxSecurityHeaders(securityHeaders(sources)));
  await writeFile(
    path.join(buildDir, NGINX_WORKER_HEADERS_FILE),
    nginxSecurityHeaders(workerSecurityHeaders(sources)),
  );
  return sources;
}

/** Reads what writeServerFiles recorded; fails with the command to run when it is missing. */
export async function readCspSources(buildDir: string): Promise<CspSources> {
  let text: string;
  try {
    text = await readFile(path.join(buildDir, CSP_FILE), 'utf8');
  } catch {
    throw new Error(
      `${path.join(buildDir, CSP_FILE)} is missing: run \`npm run build\` (its last step, scripts/serve/postbuild.ts, writes it)`,
    );
  }
  const data = JSON.parse(text) as Partial<CspSources>;
  if (
    !Array.isArray(data.scriptHashes) ||
    !data.scriptHashes.every((hash) => /^sha256-[A-Za-z0-9+/=]+$/.test(hash))
  ) {
    throw new Error(`${CSP_FILE}: scriptHashes must be a list of sha256-… sources`);
  }
  const appId = typeof data.algoliaAppId === 'string' ? data.algoliaAppId : null;
  if (appId) algoliaOrigins(appId);
  return { scriptHashes: data.scriptHashes, algoliaAppId: appId };
}
