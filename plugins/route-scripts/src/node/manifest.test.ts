import { describe, expect, it } from 'vitest';
import { withRequestOrigins, type ClientManifest } from './manifest';

describe('request origins in the client manifest', () => {
  const manifest: ClientManifest = {
    entrypoints: ['main'],
    origins: { main: ['1', '2'], '17': ['17'] },
    assets: { '1': {}, '2': {}, '17': {} },
  };

  it('files each import() request under its chunk group’s chunks, merging repeated requests', () => {
    const updated = withRequestOrigins(manifest, [
      { requests: ['@theme/DocItem'], chunkIds: ['17', '40'] },
      { requests: ['@site/docs/闭包.md', '@theme/DocItem'], chunkIds: ['40', '41'] },
    ]);
    expect(updated.origins).toEqual({
      main: ['1', '2'],
      '17': ['17'],
      '@theme/DocItem': ['17', '40', '41'],
      '@site/docs/闭包.md': ['40', '41'],
    });
    expect(updated.entrypoints).toEqual(['main']);
    expect(manifest.origins).not.toHaveProperty('@theme/DocItem');
  });
});
