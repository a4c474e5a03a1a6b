/** The runner's flags, the engines' programs and what starting each one takes. */
import type { EngineName } from './driver';
import { ENGINES } from './driver';

export interface RunOptions {
  engines: EngineName[];
  /** The build folder to serve. */
  dir: string;
  /** Port of the site's server (0: any free one). */
  port: number;
  /** Only the checks whose name contains this text. */
  only?: string;
}

export const USAGE = `npm run test:engines [-- --engine firefox|webkit[,…]] [--dir build] [--port N] [--only TEXT]
Serves the production build and runs the smoke checks in Debian's Firefox ESR and WebKitGTK.`;

/** Parses `--engine a,b`, `--dir d`, `--port n`, `--only text` (each also as `--flag=value`). */
export function parseRunArgs(argv: readonly string[]): RunOptions {
  const options: RunOptions = { engines: [...ENGINES], dir: 'build', port: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value\n${USAGE}`);
      return next;
    };
    switch (flag) {
      case '--engine': {
        const names = value().split(',');
        const unknown = names.filter((name) => !ENGINES.includes(name as EngineName));
        if (unknown.length)
          throw new Error(`unknown engine ${unknown.join(', ')}: use ${ENGINES.join(' or ')}`);
        options.engines = [...new Set(names as EngineName[])];
        break;
      }
      case '--dir':
        options.dir = value();
        break;
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be 0-65535`);
        options.port = port;
        break;
      }
      case '--only':
        options.only = value();
        break;
      default:
        throw new Error(`unknown argument ${arg}\n${USAGE}`);
    }
  }
  return options;
}

/** The programs each engine needs, overridable through the environment. */
export interface EnginePaths {
  firefox: string;
  webkitDriver: string;
  miniBrowser: string;
  xvfbRun: string;
}

export function enginePaths(env: NodeJS.ProcessEnv = process.env): EnginePaths {
  return {
    firefox: env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    webkitDriver: env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
    miniBrowser: env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    xvfbRun: env.XVFB_RUN_PATH ?? '/usr/bin/xvfb-run',
  };
}

interface Requirement {
  path: string;
  /** The Debian package that installs it. */
  debian: string;
}

export function requirementsOf(engine: EngineName, paths: EnginePaths): Requirement[] {
  if (engine === 'firefox') return [{ path: paths.firefox, debian: 'firefox-esr' }];
  return [
    { path: paths.webkitDriver, debian: 'webkit2gtk-driver' },
    { path: paths.miniBrowser, debian: 'libwebkit2gtk-4.1-0 (a dependency of webkit2gtk-driver)' },
    { path: paths.xvfbRun, debian: 'xvfb' },
  ];
}

/**
 * Why an engine cannot start, naming it and what is missing; undefined when nothing is.
 * `exists` says whether a program is there (injected, for the tests).
 */
export function missingRequirements(
  engine: EngineName,
  paths: EnginePaths,
  exists: (path: string) => boolean,
): string | undefined {
  const missing = requirementsOf(engine, paths).filter((requirement) => !exists(requirement.path));
  if (!missing.length) return undefined;
  const packages = engine === 'firefox' ? 'firefox-esr' : 'webkit2gtk-driver xvfb';
  return `${engine}: cannot start: ${missing
    .map((requirement) => `${requirement.path} is missing (Debian package ${requirement.debian})`)
    .join('; ')}. Install it with: apt-get install -y ${packages}`;
}

/** What puppeteer-core starts Firefox with: headless, over WebDriver BiDi. */
export function firefoxLaunchOptions(executablePath: string) {
  return {
    browser: 'firefox' as const,
    executablePath,
    headless: true,
    // Under a loaded two-core machine, Firefox can take a while to answer its first command.
    protocolTimeout: 120_000,
    timeout: 60_000,
    extraPrefsFirefox: {
      'intl.accept_languages': 'zh-CN, zh',
      // No first-run pages, update checks or telemetry pings to an address that cannot be reached.
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  };
}

/**
 * GTK style for MiniBrowser's window: its toolbar buttons' minimum width and padding keep the
 * window at least 447 px wide, too wide for the phone check. Web content does not use GTK's style.
 */
export const MINIBROWSER_GTK_CSS = 'button { min-width: 0; padding: 0; }\n';

/**
 * xvfb-run with a 1280×1024 24-bit screen, running WebKitWebDriver on `port`; `configHome` is the
 * XDG_CONFIG_HOME holding `gtk-3.0/gtk.css` (MINIBROWSER_GTK_CSS).
 */
export function webkitDriverCommand(
  paths: EnginePaths,
  port: number,
  configHome: string,
): { command: string; args: string[]; env: Record<string, string> } {
  return {
    command: paths.xvfbRun,
    args: ['-a', '-s', '-screen 0 1280x1024x24', paths.webkitDriver, `--port=${port}`],
    env: { XDG_CONFIG_HOME: configHome },
  };
}

/** The new-session request: MiniBrowser in automation mode. */
export function webkitCapabilities(paths: EnginePaths) {
  return {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: paths.miniBrowser, args: ['--automation'] },
      },
    },
  };
}
