/** Shown when a render fails. Details only in development; production gets a reference. */
export function ErrorPage({ message, stack, reference }: { message?: string; stack?: string; reference: string }) {
  return (
    <div className="status-page">
      <h1 className="status-page__title">Unexpected Application Error!</h1>
      {message ? <p className="status-page__message">{message}</p> : (
        <p>Something went wrong on our side while building this page. Please try again in a moment.</p>
      )}
      {stack && <pre className="status-page__stack">{stack}</pre>}
      <p className="status-page__reference">Reference: <code>{reference}</code></p>
      <p><a className="button button--cta" href="/">Return to Home</a></p>
    </div>
  );
}
