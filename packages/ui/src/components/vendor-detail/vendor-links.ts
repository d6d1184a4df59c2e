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

export { telephoneHref, websiteHref };
