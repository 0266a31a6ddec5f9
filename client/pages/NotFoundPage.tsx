/** Any path the route table does not know. */
export function NotFoundPage() {
  return (
    <div className="status-page">
      <p className="status-page__code">404</p>
      <h1 className="status-page__title">Oops! Page not found</h1>
      <p><a className="button button--cta" href="/">Return to Home</a></p>
    </div>
  );
}
