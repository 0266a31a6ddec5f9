import { useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTES } from '../shared/routes.js';
import { Layout } from './components/Layout.js';
import { usePage } from './page-context.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { ReadingPage } from './pages/ReadingPage.js';

/** The route tree, built from the shared route table; the server renders it. */
export const ROUTE_TREE: RouteObject[] = [
  ...ROUTES.map((route): RouteObject => ({
    path: route.path,
    element: route.kind === 'home' ? <HomePage /> : <ReadingRoute path={route.path} />,
  })),
  { path: '*', element: <NotFoundPage /> },
];

function ReadingRoute({ path }: { path: string }) {
  const { content } = usePage();
  const route = ROUTES.find((candidate) => candidate.path === path)!;
  const page = content.pages[path];
  if (!page) throw new Error(`No content for ${path}`);
  return <ReadingPage route={route} page={page} />;
}

export function App() {
  return <Layout>{useRoutes(ROUTE_TREE)}</Layout>;
}
