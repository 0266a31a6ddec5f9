import { findHaproxy } from '../../scripts/lib/haproxy.js';

/** The rolling-restart test runs behind a real HAProxy: find Debian's (npm test's first stage installs it) once, before any file starts. */
export default function setup(): void {
  process.env.HAPROXY_PATH = findHaproxy();
}
