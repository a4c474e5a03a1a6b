import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_ROOT, renderNginxConfig, type NginxRunOptions } from './nginxConfig';
import { writeServerFiles } from './serverFiles';

const site = await readFile(path.join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
const options: NginxRunOptions = {
  site,
  buildDir: '/tmp/site/build',
  host: '127.0.0.1',
  port: 3456,
  runDir: '/tmp/run',
  brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  workers: 1,
};

describe('renderNginxConfig', () => {
  it('points deploy/nginx.conf at the build and the port, with temp paths in the run folder', () => {
    const config = renderNginxConfig(options);
    expect(config).not.toContain(DEPLOY_ROOT);
    expect(config).toContain('root /tmp/site/build;');
    expect(config).toContain('include /tmp/site/build/.server/security-headers.conf;');
    expect(config).toContain('listen 127.0.0.1:3456;');
    expect(config).toContain('pid /tmp/run/nginx.pid;');
    expect(config).toContain('client_body_temp_path /tmp/run/client_body_temp;');
    expect(config).toMatch(/^load_module .*brotli_static_module\.so;$/m);
    expect(config).toContain('brotli_static on;');
  });

  it('drops brotli when the module is missing and refuses paths nginx would misread', () => {
    const config = renderNginxConfig({ ...options, brotliModule: undefined });
    expect(config).not.toMatch(/^\s*(brotli_static|load_module)/m);
    expect(config).toContain('gzip_static on;');
    expect(() => renderNginxConfig({ ...options, buildDir: '/tmp/my site' })).toThrow(/without spaces/);
    expect(() => renderNginxConfig({ ...options, site: 'server {}' })).toThrow(/listen 80/);
  });

  it('is a config nginx accepts (nginx -t)', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'nginx-conf-test-'));
    const buildDir = path.join(work, 'build');
    await cp(path.join(import.meta.dirname, 'test/fixture-build'), buildDir, { recursive: true });
    await writeServerFiles(buildDir, {});
    const configFile = path.join(work, 'nginx.conf');
    await writeFile(
      configFile,
      renderNginxConfig({ ...options, buildDir, runDir: work, brotliModule: undefined }),
    );
    const check = spawnSync(
      '/usr/sbin/nginx',
      ['-t', '-p', work, '-c', configFile, '-e', path.join(work, 'error.log')],
      {
        encoding: 'utf8',
      },
    );
    await rm(work, { recursive: true, force: true });
    expect(check.stderr).toContain('syntax is ok');
    expect(check.status).toBe(0);
  });
});
