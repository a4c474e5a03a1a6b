import { describe, expect, it } from 'vitest';
import {
  enginePaths,
  firefoxLaunchOptions,
  MINIBROWSER_GTK_CSS,
  missingRequirements,
  parseRunArgs,
  webkitCapabilities,
  webkitDriverCommand,
} from './args';

const paths = enginePaths({});

describe('parseRunArgs', () => {
  it('runs both engines on the build by default', () => {
    expect(parseRunArgs([])).toEqual({ engines: ['firefox', 'webkit'], dir: 'build', port: 0 });
  });

  it('takes flags with a separate or an inline value', () => {
    expect(parseRunArgs(['--engine', 'webkit', '--dir=out', '--port', '3200', '--only=search'])).toEqual({
      engines: ['webkit'],
      dir: 'out',
      port: 3200,
      only: 'search',
    });
    expect(parseRunArgs(['--engine=webkit,firefox,webkit']).engines).toEqual(['webkit', 'firefox']);
  });

  it('rejects unknown engines, flags, bad ports and missing values', () => {
    expect(() => parseRunArgs(['--engine', 'chromium'])).toThrow(/unknown engine chromium/);
    expect(() => parseRunArgs(['--headed'])).toThrow(/unknown argument --headed/);
    expect(() => parseRunArgs(['--port', '70000'])).toThrow(/--port must be 0-65535/);
    expect(() => parseRunArgs(['--dir'])).toThrow(/--dir needs a value/);
  });
});

describe('engine programs', () => {
  it('uses Debian’s paths unless the environment names others', () => {
    expect(paths).toEqual({
      firefox: '/usr/bin/firefox-esr',
      webkitDriver: '/usr/bin/WebKitWebDriver',
      miniBrowser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      xvfbRun: '/usr/bin/xvfb-run',
    });
    expect(enginePaths({ FIREFOX_PATH: '/opt/firefox' }).firefox).toBe('/opt/firefox');
  });

  it('says nothing when every program is there', () => {
    expect(missingRequirements('firefox', paths, () => true)).toBeUndefined();
    expect(missingRequirements('webkit', paths, () => true)).toBeUndefined();
  });

  it('names the engine, each missing program, its package and the install command', () => {
    expect(missingRequirements('firefox', paths, () => false)).toBe(
      'firefox: cannot start: /usr/bin/firefox-esr is missing (Debian package firefox-esr). ' +
        'Install it with: apt-get install -y firefox-esr',
    );
    const webkit = missingRequirements('webkit', paths, (file) => file.includes('MiniBrowser'))!;
    expect(webkit).toMatch(/^webkit: cannot start: /);
    expect(webkit).toContain('/usr/bin/WebKitWebDriver is missing (Debian package webkit2gtk-driver)');
    expect(webkit).toContain('/usr/bin/xvfb-run is missing (Debian package xvfb)');
    expect(webkit).not.toContain('MiniBrowser is missing');
    expect(webkit).toMatch(/apt-get install -y webkit2gtk-driver xvfb$/);
  });
});

describe('launch arguments', () => {
  it('starts Firefox headless over BiDi from the given path', () => {
    const options = firefoxLaunchOptions('/usr/bin/firefox-esr');
    expect(options).toMatchObject({
      browser: 'firefox',
      executablePath: '/usr/bin/firefox-esr',
      headless: true,
    });
  });

  it('runs WebKitWebDriver under xvfb-run on a 24-bit screen with the GTK style folder', () => {
    expect(webkitDriverCommand(paths, 4444, '/tmp/x')).toEqual({
      command: '/usr/bin/xvfb-run',
      args: ['-a', '-s', '-screen 0 1280x1024x24', '/usr/bin/WebKitWebDriver', '--port=4444'],
      env: { XDG_CONFIG_HOME: '/tmp/x' },
    });
    expect(MINIBROWSER_GTK_CSS).toMatch(/^button \{ min-width: 0; padding: 0; \}/);
  });

  it('asks for MiniBrowser in automation mode', () => {
    expect(webkitCapabilities(paths)).toEqual({
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': {
            binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
            args: ['--automation'],
          },
        },
      },
    });
  });
});
