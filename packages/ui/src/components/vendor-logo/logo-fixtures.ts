/**
 * Logo pictures for stories and tests that need no server (the app's logos come from
 * /media/logos/). The colours are the picture's own, not the theme's.
 */
function logoDataUrl(text: string, color: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60">' +
      `<rect width="120" height="60" rx="8" fill="${color}"/>` +
      `<text x="60" y="38" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#fff">${text}</text>` +
      '</svg>',
  )}`;
}

/** An address whose bytes are no picture: the browser reports a load error at once. */
const brokenLogoUrl = 'data:image/png;base64,AAAA';

export { brokenLogoUrl, logoDataUrl };
