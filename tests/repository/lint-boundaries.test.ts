import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * The layer rules in eslint.config.js bite: small snippets linted in memory as if they were
 * files at these paths, with the project's own config and only the import rule running (so no
 * type information is needed and this stays fast).
 */

const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result!.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

describe('layer boundaries', () => {
  it.each([
    ['shared/x.ts', "import { createApp } from '../server/app.js';"],
    ['shared/x.ts', "import { renderPage } from '../client/entry-server.js';"],
    ['shared/x.ts', "import { build } from '../scripts/build.js';"],
    ['shared/x.ts', "import { testApp } from '../tests/support/app.js';"],
    ['shared/deeper/x.ts', "export { loadConfig } from '../../server/config.js';"],
    ['client/frame/X.tsx', "import { loadConfig } from '../../server/config.js';"],
    ['client/islands/components/X.tsx', "import { loadConfig } from '../../../server/config.js';"],
    ['client/islands/components/X.tsx', "import { usePage } from '../../page-context.js';"],
    ['client/islands/components/X.tsx', "import { Layout } from '../../frame/Layout.js';"],
    ['client/islands/components/X.tsx', "import { StatePrices } from '../../sections/StatePrices.js';"],
    ['client/islands/registry.ts', "import { homePage } from '../routes/home.js';"],
    ['client/toast/x.ts', "import type { PageContextValue } from '../page-context.js';"],
    ['client/routes/x.tsx', "import type { Config } from '../../server/config.js';"],
    ['client/x.ts', "import { ROOT } from '../scripts/lib/server-process.js';"],
    ['server/routes/x.ts', "import { HomeRoute } from '../../client/routes/home.js';"],
    ['server/x.ts', "import { Layout } from '../client/frame/Layout.js';"],
    ['server/x.ts', "export * from '../client/document.js';"],
    ['server/geo/x.ts', "import { ROOT } from '../../scripts/lib/server-process.js';"],
  ])('%s may not say %s', async (filePath, source) => {
    const errors = await importErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^no-restricted-imports: /);
  });

  it.each([
    ['server/routes/x.ts', "import { renderPage } from '../../client/entry-server.js';"],
    ['server/x.ts', "import { ROUTES } from '../shared/routes.js';"],
    ['client/routes/x.tsx', "import { ROUTES } from '../../shared/routes.js';"],
    ['client/x.tsx', "import { renderToString } from 'react-dom/server';"],
    ['client/islands/components/X.tsx', "import { showToast } from '../../toast/store.js';\nimport { ZIP_MESSAGES } from '../../../shared/zip.js';"],
    ['client/frame/X.tsx', "import { usePage } from '../page-context.js';\nimport { ZipForm } from '../islands/components/ZipForm.js';"],
    ['client/islands/components/X.tsx', "import { inSentence } from '../../words/state-words.js';"],
    ['shared/x.ts', "import { z } from 'zod';"],
    ['scripts/x.ts', "import { createApp } from '../server/app.js';\nimport { pageModuleFor } from '../client/routes/page-module.js';"],
    ['tests/unit/x.ts', "import { createApp } from '../../server/app.js';\nimport { HomeRoute } from '../../client/routes/home.js';"],
  ])('%s may say %s', async (filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});
