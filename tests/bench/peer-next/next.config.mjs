// The bench copies this folder to dist/bench-peer/next/, inside the store's repository, which
// has a lockfile of its own: name this folder as the root so Next does not take the store's.
/** @type {import('next').NextConfig} */
const nextConfig = {
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};

export default nextConfig;
