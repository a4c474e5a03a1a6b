/**
 * Where the site lives. One place for every deployment-specific value;
 * each can be overridden by an environment variable at build time.
 */
export interface SiteLocation {
  /** Origin the site is served from, without a trailing slash. */
  url: string;
  /** Path prefix, with leading and trailing slash. */
  baseUrl: string;
  organizationName: string;
  projectName: string;
  /** Source repository shown in the navbar and footer. */
  repositoryUrl: string;
}

export const defaultSiteLocation: SiteLocation = {
  url: 'https://mato-notes.github.io',
  baseUrl: '/',
  organizationName: 'mato-notes',
  projectName: 'notes',
  repositoryUrl: 'https://github.com/mato-notes/notes',
};

type Env = Readonly<Record<string, string | undefined>>;

function normaliseBaseUrl(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** Reads SITE_URL, BASE_URL, ORGANIZATION_NAME, PROJECT_NAME and REPOSITORY_URL. */
export function resolveSiteLocation(env: Env, defaults: SiteLocation = defaultSiteLocation): SiteLocation {
  const pick = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  return {
    url: pick('SITE_URL', defaults.url).replace(/\/+$/, ''),
    baseUrl: normaliseBaseUrl(pick('BASE_URL', defaults.baseUrl)),
    organizationName: pick('ORGANIZATION_NAME', defaults.organizationName),
    projectName: pick('PROJECT_NAME', defaults.projectName),
    repositoryUrl: pick('REPOSITORY_URL', defaults.repositoryUrl).replace(/\/+$/, ''),
  };
}

export const siteLocation: SiteLocation = resolveSiteLocation(process.env);

export const siteIdentity = {
  title: '码途笔记',
  tagline: '把学过的技术写清楚：前端、后端与计算机基础的中文学习笔记',
  author: '沈知行',
  copyrightYear: 2025,
} as const;
