import type { Server } from 'node:http';

/** The constant page both ceilings send: brotli when the client lists it, else gzip, with the usual page headers. */
export function precompressedPage(brotli: Buffer, gzip: Buffer) {
  const common = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, max-age=0, must-revalidate', Vary: 'Accept-Encoding' };
  const br = { bytes: brotli, headers: { ...common, 'Content-Encoding': 'br', 'Content-Length': String(brotli.length) } };
  const gz = { bytes: gzip, headers: { ...common, 'Content-Encoding': 'gzip', 'Content-Length': String(gzip.length) } };
  return (acceptEncoding: string | undefined) => (acceptEncoding?.includes('br') ? br : gz);
}

/** The bench reads the port from the first line, then sends SIGTERM when done. */
export function announcePort(server: Server): void {
  server.once('listening', () => {
    const address = server.address();
    console.log(JSON.stringify({ msg: 'ready', port: typeof address === 'object' && address ? address.port : 0 }));
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
