import { describe, expect, it } from 'vitest';
import { defaultSiteLocation, resolveSiteLocation } from './site';

describe('resolveSiteLocation', () => {
  it('uses the defaults when nothing is set', () => {
    expect(resolveSiteLocation({})).toEqual(defaultSiteLocation);
  });

  it('takes every value from the environment and normalises slashes', () => {
    const location = resolveSiteLocation({
      SITE_URL: 'https://notes.example.org/',
      BASE_URL: 'zh/notes',
      ORGANIZATION_NAME: 'org',
      PROJECT_NAME: 'proj',
      REPOSITORY_URL: 'https://git.example.org/org/proj/',
    });
    expect(location).toEqual({
      url: 'https://notes.example.org',
      baseUrl: '/zh/notes/',
      organizationName: 'org',
      projectName: 'proj',
      repositoryUrl: 'https://git.example.org/org/proj',
    });
  });

  it('treats blank values as unset and "/" as the root', () => {
    expect(resolveSiteLocation({ SITE_URL: '  ', BASE_URL: '/' })).toMatchObject({
      url: defaultSiteLocation.url,
      baseUrl: '/',
    });
  });
});
