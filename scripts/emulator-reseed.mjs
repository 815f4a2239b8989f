// `npm run emulator:reseed`: restores the emulator's seed data (content, catalogue,
// demo accounts and their orders) in the running local store (npm run dev).
const origin = process.env.STORE_ORIGIN ?? 'http://localhost:8787';
const service = process.argv[2];
const url = `${origin}/__emulator/reseed${service ? `?service=${encodeURIComponent(service)}` : ''}`;
try {
  const response = await fetch(url, { method: 'POST', headers: { origin } });
  console.log(response.status, await response.text());
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`Could not reach ${origin}: start the store first with npm run dev (${error.message})`);
  process.exit(1);
}
