/**
 * A vendor's website as a link target: vendors often type 'www.example.it', which a browser
 * would read as a path on this site, so https:// is added when no http(s) scheme is there.
 */
function websiteHref(website: string): string {
  const value = website.trim();
  return /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
}

/** A tel: link without the spaces, dots and brackets people write numbers with. */
function telephoneHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, '')}`;
}

/**
 * The fair map with the vendor's stand outlined: the app's /map route reads `stand` from its
 * search (validateSearch), so this is the one place that spells the address.
 */
function standMapHref(stand: string): string {
  return `/map?${new URLSearchParams({ stand: stand.trim() }).toString()}`;
}

export { standMapHref, telephoneHref, websiteHref };
