// Share links as plain URLs: no share widget, no third-party script, nothing loads from
// those sites until a reader follows one.

export type ShareLink = { network: 'facebook' | 'x' | 'pinterest' | 'linkedin' | 'email'; label: string; href: string };

export function shareLinks(url: string, title: string, image?: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const media = image ? `&media=${encodeURIComponent(image)}` : '';
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'pinterest', label: 'Share on Pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}${media}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
}
