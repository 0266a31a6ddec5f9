import { findHaproxy } from '../../scripts/lib/haproxy.js';

/** The rolling-restart test runs behind a real HAProxy: find Debian's (or install it, as root) once, before any file starts. */
export default function setup(): void {
  process.env.HAPROXY_PATH = findHaproxy();
}
