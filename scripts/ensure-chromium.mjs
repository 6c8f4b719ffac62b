import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium drives the browser tests; a browser download of our own fails on these machines. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`\n=== installing Debian's chromium (${chromiumPath} is missing)`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
      stdio: 'inherit',
    });
  } catch {
    return false;
  }
  return existsSync(chromiumPath) && spawnSync(chromiumPath, ['--version']).status === 0;
}
