// npm start serves the production build; it builds first when there is none.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const built = ['dist/server/index.js', 'dist/manifest.json', 'dist/content.json'].every((file) => existsSync(file));
if (!built) {
  console.log('No build found: building first.');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
}
