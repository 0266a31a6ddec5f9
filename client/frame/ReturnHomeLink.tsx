/** The way out of the 404 and error pages. */
export function ReturnHomeLink() {
  return (
    <p>
      <a className="button button--cta" href="/">
        Return to Home
      </a>
    </p>
  );
}
