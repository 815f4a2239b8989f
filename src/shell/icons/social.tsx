// Each network's mark is drawn by social.css (a mask over the link's colour); a network with
// no mark there shows none.
const NETWORKS: ReadonlySet<string> = new Set(['Instagram', 'Facebook', 'YouTube', 'Pinterest']);

export function SocialIcon({ network }: { network: string }) {
  if (!NETWORKS.has(network)) return null;
  return <span className={`social-icon social-icon--${network.toLowerCase()}`} aria-hidden="true" />;
}
